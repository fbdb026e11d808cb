import torch
t = torch.tensor([1.0, -2.0, 3.0])
for name, kw in [("sum", {}), ("mean", {}), ("exp", {}), ("relu", {}), ("abs", {}), ("add", {"other": t}),
                 ("mul", {"other": 2}), ("clamp", {"min": 0.0}), ("softmax", {"dim": 0}), ("argmax", {}),
                 ("max", {}), ("reshape", {"shape": (3, 1)}), ("transpose", {"dim0": 0, "dim1": 0}),
                 ("unsqueeze", {"dim": 0}), ("flatten", {}), ("cat", None), ("matmul", {"other": t}),
                 ("sigmoid", {}), ("tanh", {}), ("pow", {"exponent": 2}), ("sqrt", {}), ("log", {}),
                 ("squeeze", {}), ("sub", {"other": t, "alpha": 2}), ("div", {"other": 2.0}), ("where", None),
                 ("std", {}), ("var", {}), ("norm", {}), ("sort", {}), ("topk", {"k": 1}), ("cumsum", {"dim": 0}),
                 ("min", {}), ("prod", {}), ("neg", {}), ("round", {}), ("floor", {}), ("clone", {}), ("numel", {}),
                 ("t", {}), ("flip", {"dims": [0]}), ("chunk", {"chunks": 3}), ("split", None), ("isnan", {}), ("allclose", {"other": t}),
                 ("equal", {"other": t}), ("outer", {"vec2": t}), ("tril", None),
                 ("zeros_like", {}), ("ones_like", {}), ("rand_like", None), ("full_like", {"fill_value": 2}), ("sign", {}), ("square", {})]:
    if kw is None: continue
    try:
        print(name, getattr(torch, name)(input=t, **kw))
    except Exception as e:
        print(name, type(e).__name__, e)
print(torch.cat(tensors=[t, t]))
print(torch.where(condition=t > 0, input=t, other=t * 0))
try:
    torch.sum(5)
except TypeError as e:
    print("TypeError", e)

import torch

for name, kw in [("SGD", {"lr": 0.1}), ("SGD", {"lr": 0.1, "momentum": 0.9}), ("Adam", {}), ("AdamW", {}),
                 ("RMSprop", {"momentum": 0.5, "centered": True}), ("Adagrad", {})]:
    w = torch.ones(3, requires_grad=True)
    opt = getattr(torch.optim, name)([w], **kw)
    versions = []
    for _ in range(3):
        w.grad = torch.full((3,), 0.5)
        opt.step()
        versions.append(w._version)
    st = opt.state[w]
    print(name, kw, versions, {k: v._version for k, v in st.items()})

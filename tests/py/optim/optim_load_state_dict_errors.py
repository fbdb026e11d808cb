import torch

a = torch.ones(2, requires_grad=True)
b = torch.ones(3, requires_grad=True)
o1 = torch.optim.SGD([a, b], lr=0.1)
o2 = torch.optim.SGD([{"params": [a]}, {"params": [b]}], lr=0.1)
o3 = torch.optim.SGD([a], lr=0.1)
for label, dst, src in (("groups", o1, o2), ("sizes", o3, o1)):
    try:
        dst.load_state_dict(src.state_dict())
    except ValueError as e:
        print(label, "ValueError", e)
try:
    o1.load_state_dict({"state": {}})
except KeyError as e:
    print("KeyError", e)
o4 = torch.optim.SGD([b, a], lr=0.7)
o4.load_state_dict(o1.state_dict())
print(o4.param_groups[0]["lr"], o4.param_groups[0]["params"][0] is b)

import torch, torch.nn as nn
torch.manual_seed(0)
def tryit(f, label=""):
    try:
        r = f(); print(label, "OK", repr(r))
    except Exception as e:
        print(label, type(e).__name__, repr(str(e)))
src = nn.Linear(3, 2)
dst = nn.Linear(3, 2)
w = dst.weight
sd = src.state_dict()
r = dst.load_state_dict(sd, assign=True)
print(r, dst.weight is w, type(dst.weight).__name__, dst.weight.requires_grad)
print(dst.weight.data_ptr() == sd["weight"].data_ptr())
dst2 = nn.Linear(3, 2)
w2 = dst2.weight
dst2.load_state_dict(sd)
print(dst2.weight is w2, dst2.weight.data_ptr() == sd["weight"].data_ptr(), torch.equal(dst2.weight, src.weight))
frozen = nn.Linear(3, 2)
frozen.weight.requires_grad_(False)
frozen.load_state_dict(sd, assign=True)
print(frozen.weight.requires_grad, frozen.bias.requires_grad)
tryit(lambda: nn.Linear(3, 2).load_state_dict({"weight": torch.zeros(2, 3), "bias": [0.0, 0.0]}), "list value")
tryit(lambda: nn.Linear(3, 2).load_state_dict({"weight": torch.zeros(2, 3), "bias": None}), "None value")
tryit(lambda: nn.Linear(3, 2).load_state_dict("weights.pt"), "str")
tryit(lambda: nn.Linear(3, 2).load_state_dict(None), "None")
tryit(lambda: nn.Linear(3, 2).load_state_dict({"weight": torch.zeros(6), "bias": torch.zeros(2)}), "flat")
m0 = nn.Module()
m0.register_parameter("s", nn.Parameter(torch.tensor(1.0)))
tryit(lambda: m0.load_state_dict({"s": torch.tensor([5.0])}), "0-dim from 1-dim")
print(m0.s)
tryit(lambda: m0.load_state_dict({"s": torch.tensor([5.0, 6.0])}), "0-dim from 2")

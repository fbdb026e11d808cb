import torch
import torch.nn as nn

torch.manual_seed(0)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4))
        self.head = nn.Linear(4, 2)
src = Net()
dst = Net()
head_free = {k: v for k, v in src.state_dict().items() if not k.startswith("head.")}
print(list(head_free))
res = dst.load_state_dict(head_free, strict=False)
print(res.missing_keys, res.unexpected_keys)
print(torch.equal(dst.backbone[0].weight, src.backbone[0].weight), torch.equal(dst.head.weight, src.head.weight))
prefixed = {"model." + k: v for k, v in src.state_dict().items()}
res = dst.load_state_dict(prefixed, strict=False)
print(len(res.missing_keys), len(res.unexpected_keys), res.unexpected_keys[:2])
stripped = {k[len("model."):]: v for k, v in prefixed.items() if k.startswith("model.")}
print(dst.load_state_dict(stripped))
sub_sd = src.backbone.state_dict()
print(list(sub_sd))
print(dst.backbone.load_state_dict(sub_sd))
wrong = dict(src.state_dict())
wrong["head.weight"] = torch.zeros(3, 4)
wrong["head.bias"] = torch.zeros(3)
try:
    dst.load_state_dict(wrong)
except RuntimeError as e:
    print(e)
try:
    dst.load_state_dict(wrong, strict=False)
except RuntimeError as e:
    print("strict=False still:", e)

from pprint import pprint, pformat
import pprint as pp_mod
from collections import OrderedDict, Counter, defaultdict
from dataclasses import dataclass, field
import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
shapes = {n: tuple(p.shape) for n, p in net.named_parameters()}
pprint(shapes)
pprint(shapes, width=30)
pprint({"zeta": 1, "alpha": [1, 2, 3], "mid": {"b": 2, "a": 1}})
pprint({"zeta": 1, "alpha": 2}, sort_dicts=False)
big = {f"layer{i}.weight": list(range(i * 3)) for i in range(6)}
pprint(big)
pprint(list(range(40)))
pprint(list(range(40)), compact=True)
pprint([("a" * 30, "b" * 30), ("c" * 30,)])
pprint(net.state_dict())
pprint(OrderedDict([("x", 1), ("y", 2)]))
pprint(OrderedDict((f"key_{i}", "v" * 10) for i in range(6)))
pprint(Counter("abracadabra"))
dd = defaultdict(list)
for i in range(8):
    dd[f"group{i % 3}"].append(f"item-number-{i}")
pprint(dd)
pprint({"text": "lorem ipsum dolor sit amet " * 5})
pprint({3, 1, 2})
pprint(set(f"element{i}" for i in range(12)))
@dataclass
class Cfg:
    name: str = "model"
    dims: list = field(default_factory=lambda: [64, 128, 256, 512, 1024, 2048])
    opts: dict = field(default_factory=lambda: {"lr": 0.001, "momentum": 0.9, "weight_decay": 0.0001})
pprint(Cfg())
print(pformat({"b": 1, "a": 2}), pformat([1, 2], indent=4))
print(pformat({"k" * 20: ["v" * 20, "w" * 20, "x" * 20]}, indent=4))
pp_mod.pp({"b": 1, "a": [1] * 30})
print(pp_mod.saferepr({"b": 1, "a": 2}))
pprint([[1, 2, [3, 4, [5, 6, [7]]]]], depth=2)
pprint({"deep": {"er": {"est": 1}}}, depth=1)

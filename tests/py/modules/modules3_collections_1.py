from collections import OrderedDict, defaultdict, Counter, namedtuple, deque
import torch
import torch.nn as nn

net = nn.Sequential(nn.Linear(2, 4), nn.ReLU(), nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 1))
kinds = Counter(type(m).__name__ for m in net.modules())
print(kinds)
print(kinds.most_common(2), kinds["Linear"], kinds["Conv2d"])
by_kind = defaultdict(list)
for n, m in net.named_children():
    by_kind[type(m).__name__].append(n)
print(dict(by_kind), by_kind)
LayerInfo = namedtuple("LayerInfo", ["name", "kind", "params"])
infos = [LayerInfo(n, type(m).__name__, sum(p.numel() for p in m.parameters())) for n, m in net.named_children()]
for info in infos:
    print(info)
print(infos[0]._asdict(), infos[0]._replace(params=0), LayerInfo._fields)
od = OrderedDict(net.named_children())
od.move_to_end("0")
print(list(od))
print(od.popitem(last=False)[0], list(od))
dq = deque(maxlen=3)
for n, _ in net.named_parameters():
    dq.append(n)
print(dq, list(dq))
dq.appendleft("start")
dq.rotate(1)
print(dq)
c2 = Counter({"a": 3, "b": 1}) + Counter(a=1, c=2)
print(c2, sorted(c2.elements()))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == dict(b=2, a=1))
print(repr(OrderedDict()), OrderedDict([("x", torch.tensor(1))]))

import torch
import torch.nn as nn

def tryit(label, f):
    try:
        r = f()
        print(label, "OK", len(r.param_groups), [len(g["params"]) for g in r.param_groups])
    except Exception as e:
        print(label, type(e).__name__, e)

w = torch.ones(2, requires_grad=True)
tryit("tensor", lambda: torch.optim.SGD(w, lr=0.1))
tryit("param", lambda: torch.optim.SGD(nn.Parameter(torch.ones(2)), lr=0.1))
tryit("double tensor", lambda: torch.optim.SGD(torch.ones(2, dtype=torch.float64), lr=0.1))
tryit("empty list", lambda: torch.optim.SGD([], lr=0.1))
tryit("empty gen", lambda: torch.optim.SGD((x for x in []), lr=0.1))
tryit("empty module", lambda: torch.optim.SGD(nn.ReLU().parameters(), lr=0.1))
tryit("int", lambda: torch.optim.SGD(5, lr=0.1))
tryit("float item", lambda: torch.optim.SGD([1.0], lr=0.1))
tryit("str item", lambda: torch.optim.SGD([w, "w"], lr=0.1))
tryit("none item", lambda: torch.optim.SGD([None], lr=0.1))
tryit("non-leaf", lambda: torch.optim.SGD([w * 2], lr=0.1))
r = w * 3
r.retain_grad()
tryit("retains grad", lambda: torch.optim.SGD([r], lr=0.1))
tryit("set", lambda: torch.optim.SGD({w}, lr=0.1))
tryit("group set", lambda: torch.optim.SGD([{"params": {w}}], lr=0.1))
tryit("group tensor", lambda: torch.optim.SGD([{"params": w}], lr=0.1))
tryit("group not dict", lambda: torch.optim.SGD([{"params": [w]}, [w]], lr=0.1))
v = torch.ones(3, requires_grad=True)
tryit("overlap", lambda: torch.optim.SGD([{"params": [w, v]}, {"params": [v]}], lr=0.1))
tryit("tuple", lambda: torch.optim.SGD((w, v), lr=0.1))
tryit("no grad tensor", lambda: torch.optim.SGD([torch.ones(2)], lr=0.1))
tryit("int tensor", lambda: torch.optim.SGD([torch.ones(2, dtype=torch.int64)], lr=0.1))
tryit("group missing params", lambda: torch.optim.SGD([{"lr": 0.1}], lr=0.1))

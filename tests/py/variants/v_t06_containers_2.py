import torch, torch.nn as nn
def tryit(f, label=""):
    try:
        r = f(); print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
ml = nn.ModuleList([nn.ReLU() for _ in range(3)] + [nn.Tanh(), nn.Tanh(), nn.ReLU()])
print(ml)
ml[2] = nn.Sigmoid()
print(ml)
tryit(lambda: ml.__setitem__(-1, nn.ELU()), "setitem -1")
tryit(lambda: ml.__setitem__(6, nn.ELU()), "setitem 6")
tryit(lambda: ml.__setitem__(0, 3), "setitem int")
print(list(ml._modules.keys()))
tryit(lambda: ml.insert(10, nn.ReLU()), "insert 10")
print(len(ml), list(ml._modules.keys()))
tryit(lambda: ml.pop(-1), "pop -1")
tryit(lambda: ml.pop(0), "pop 0")
print(ml)
ml2 = nn.ModuleList([nn.Linear(2, 2)])
ml2 += nn.ModuleList([nn.Linear(2, 2)])
ml2 += [nn.Linear(2, 3)]
print(ml2)
tryit(lambda: ml2 + [nn.ReLU()], "add list")
print(nn.ModuleList([nn.ModuleList([nn.ReLU(), nn.ReLU()]), nn.ModuleList([nn.ReLU(), nn.ReLU()])]))

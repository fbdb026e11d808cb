import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
s = nn.Sequential(nn.ReLU())
print(s.append(nn.Tanh()) is s, list(s._modules))
s.insert(0, nn.Sigmoid()); print(s)
s.insert(-1, nn.Identity()); print(s)
tryit(lambda: s.insert(0, 5), "insert int")
tryit(lambda: s.insert(10, nn.ReLU()), "insert 10")
tryit(lambda: s.insert(-10, nn.ReLU()), "insert -10")
tryit(lambda: s.append(5), "append int")
s.extend([nn.ReLU(), nn.Tanh()]); print(len(s))

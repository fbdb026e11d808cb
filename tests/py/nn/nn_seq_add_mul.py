import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
s = nn.Sequential(nn.ReLU(), nn.Tanh())
print(s + nn.Sequential(nn.Sigmoid()))
tryit(lambda: s + 1, "add int")
tryit(lambda: s + [nn.ReLU()], "add list")
print(s * 2)
print(2 * nn.Sequential(nn.ReLU()))
tryit(lambda: s * 0, "mul 0")
tryit(lambda: s * 1.5, "mul float")
s += nn.Sequential(nn.Identity()); print(s)
s *= 2; print(len(s), list(s._modules))

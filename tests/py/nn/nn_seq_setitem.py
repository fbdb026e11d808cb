import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
s3 = nn.Sequential(nn.ReLU()); s3[0] = nn.Tanh(); print(s3)
tryit(lambda: s3.__setitem__(0, 5), "setitem int")
s3[-1] = nn.Sigmoid(); print(s3)
tryit(lambda: s3.__setitem__(3, nn.ReLU()), "setitem oob")

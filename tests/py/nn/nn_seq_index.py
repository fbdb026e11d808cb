import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
torch.manual_seed(0)
s = nn.Sequential(nn.Linear(2,2), nn.ReLU(), nn.Linear(2,1))
print(len(s), s[0], s[-1], s[1:])
print(type(s[1:]).__name__, s[::2])
tryit(lambda: s[3], "seq[3]")
tryit(lambda: s[-4], "seq[-4]")
tryit(lambda: s['a'], "seq['a']")
tryit(lambda: s[1.0], "seq[1.0]")
tryit(lambda: s[True], "seq[True]")

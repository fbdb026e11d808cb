import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
from collections import OrderedDict
torch.manual_seed(0)
s2 = nn.Sequential(OrderedDict([('fc1', nn.Linear(1,1)), ('act', nn.ReLU())]))
print(s2, s2.fc1, s2[0])
tryit(lambda: s2['fc1'], "seq['fc1']")
print(s2[1:], list(s2._modules))

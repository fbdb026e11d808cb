import torch, torch.nn as nn
def tryit(f, label=""):
    try:
        r = f(); print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(2, 2))
        self.head = nn.Linear(2, 1)
        self.register_buffer("stat", torch.zeros(2))
n = Net()
for v in [torch.zeros(2, 2), torch.zeros(2, dtype=torch.float16), torch.zeros(1, dtype=torch.uint8), 2, None]:
    def f(v=v):
        n.weight = v
        return n.weight
    tryit(f, "weight<-" + type(v).__name__)
print(n._parameters)
for v in [nn.Conv1d(1, 1, 1), torch.ones(1), "s", None]:
    def f(v=v):
        n.head = v
        return n.head
    tryit(f, "head<-" + type(v).__name__)
print(n._modules)
for v in [torch.ones(3, dtype=torch.int32), nn.Parameter(torch.ones(2)), 5]:
    def f(v=v):
        n.stat = v
        return type(n.stat).__name__
    tryit(f, "stat<-" + type(v).__name__)
print(list(n._buffers), list(n._parameters))

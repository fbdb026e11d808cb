import torch
import torch.nn as nn

def show(fn):
    try:
        r = fn()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__ + ":", str(e).replace("\n", " | ")[:400])

show(lambda: torch.load("does_not_exist.pt"))
show(lambda: torch.load("missing/dir/file.pth"))
show(lambda: torch.save({"a": 1}, 123))
show(lambda: torch.load(123))
show(lambda: torch.load())
show(lambda: torch.save(1))

torch.save(torch.ones(2), "w.pt")
show(lambda: torch.load("w.pt", map_location="cuda"))
show(lambda: torch.load("w.pt", map_location="cuda:0"))
show(lambda: torch.load("w.pt", map_location="cpu"))
show(lambda: torch.load("w.pt", map_location=torch.device("cpu")))
show(lambda: torch.load("w.pt", map_location=lambda storage, loc: storage))
torch.save({"n": 1}, "n.pt")
show(lambda: torch.load("n.pt", map_location="cuda"))


class Config:
    def __init__(self):
        self.lr = 0.1


torch.save(Config(), "cfg.pt")
show(lambda: str(torch.load("cfg.pt")).splitlines()[0])
e = None
try:
    torch.load("cfg.pt")
except Exception as exc:
    e = exc
print(type(e).__module__, type(e).__qualname__)
print(str(e).split("\n")[3])
print(torch.load("cfg.pt", weights_only=False).lr)
torch.serialization.add_safe_globals([Config])
print(torch.load("cfg.pt").lr)
torch.save({"s": frozenset([1])}, "fs.pt")
show(lambda: str(torch.load("fs.pt")).split("\n")[3])
torch.save({"s": {1, 2}, "c": 2 + 3j, "b": b"xy", "n": None, "f": float("inf")}, "ok.pt")
show(lambda: torch.load("ok.pt"))
torch.save(torch.float64, "dt.pt")
show(lambda: torch.load("dt.pt"))
torch.save(torch.Size([3, 4]), "sz.pt")
show(lambda: torch.load("sz.pt"))
torch.save(range(3), "r.pt")
show(lambda: str(torch.load("r.pt")).split("\n")[3])

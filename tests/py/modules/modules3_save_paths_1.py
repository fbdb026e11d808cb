import torch

torch.save(torch.tensor([1, 2]), "a.pt")
print(torch.load("./a.pt"))
torch.save(torch.tensor([3]), "./a.pt")
print(torch.load("a.pt"))
print(torch.load(f="a.pt"), torch.load("a.pt", mmap=False))
for i in range(3):
    torch.save({"epoch": i, "acc": 0.5 + i / 10}, f"ckpt_{i}.pt")
best = max((torch.load(f"ckpt_{i}.pt") for i in range(3)), key=lambda d: d["acc"])
print(best)
nested = {"a": [1, (2, 3), {"b": [torch.zeros(1)]}], "c": "text"}
torch.save(nested, "nested.pt")
r = torch.load("nested.pt")
print(r)
print(r == nested if False else r["a"][1], type(r["a"][1]).__name__)
selfref = [1]
selfref.append(selfref)
torch.save(selfref, "self.pt")
s = torch.load("self.pt")
print(s[1] is s, s is selfref)
print(torch.save.__module__, torch.load.__module__, torch.serialization.save is torch.save)

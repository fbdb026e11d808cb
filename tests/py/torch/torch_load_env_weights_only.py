import os, torch
torch.manual_seed(0)
torch.save({"model": torch.nn.Linear(2, 2)}, "ck.pt")
try:
    torch.load("ck.pt")
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
os.environ["TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD"] = "1"
ck = torch.load("ck.pt")
print(type(ck["model"]).__name__, ck["model"].weight.shape)
try:
    torch.load("ck.pt", weights_only=True)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
os.environ["TORCH_FORCE_WEIGHTS_ONLY_LOAD"] = "1"
try:
    torch.load("ck.pt", weights_only=False)
except Exception as e:
    print(type(e).__name__, e)
del os.environ["TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD"]
try:
    torch.load("ck.pt", weights_only=False)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])

import torch
import torch.nn as nn

torch.manual_seed(7)
classes = ["cat", "dog", "bird"]
model = nn.Sequential(nn.Linear(5, 16), nn.ReLU(), nn.Dropout(0.5), nn.Linear(16, 3))
torch.save(model.state_dict(), "classifier.pt")

deployed = nn.Sequential(nn.Linear(5, 16), nn.ReLU(), nn.Dropout(0.5), nn.Linear(16, 3))
deployed.load_state_dict(torch.load("classifier.pt", weights_only=True))
deployed.eval()
x = torch.randn(4, 5)
with torch.no_grad():
    probs = torch.softmax(deployed(x), dim=1)
    ref = torch.softmax(model.eval()(x), dim=1)
print(torch.allclose(probs, ref))
for i, p in enumerate(probs):
    k = p.argmax().item()
    print(f"sample {i}: {classes[k]:<4} ({p[k].item():.1%})", [f"{v:.3f}" for v in p.tolist()])
print(probs.sum(dim=1))
print(deployed.training, all(not m.training for m in deployed.modules()))

import torch
import torch.nn as nn


class Fusion(nn.Module):
    def __init__(self, d_text, d_img, d_out):
        super().__init__()
        self.encoders = nn.ModuleDict({
            "text": nn.Sequential(nn.Linear(d_text, 16), nn.ReLU()),
            "image": nn.Sequential(nn.Linear(d_img, 16), nn.ReLU()),
        })
        self.head = nn.Linear(32, d_out)

    def forward(self, text, image):
        t = self.encoders["text"](text)
        v = self.encoders["image"](image)
        return self.head(torch.cat([t, v], dim=-1))


torch.manual_seed(0)
m = Fusion(10, 20, 3)
print(m)
out = m(torch.randn(4, 10), torch.randn(4, 20))
print(out.shape, out.grad_fn.name())
print([n for n, _ in m.named_parameters()])
try:
    m(torch.randn(4, 10))
except TypeError as e:
    print("TypeError:", e)
try:
    m(torch.randn(4, 10), torch.randn(4, 10))
except RuntimeError as e:
    print("RuntimeError:", e)
print(m(text=torch.randn(1, 10), image=torch.randn(1, 20)).shape)

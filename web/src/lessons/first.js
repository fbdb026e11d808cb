// lessons/first.js — the program of lesson 1, which the editor holds when the
// page opens without a draft. Apart from the other lessons (lessons/index.js,
// a chunk fetched when a lesson view is opened) so the page's start-up script
// carries this one program only.

export const FIRST_LESSON_CODE = `import torch
import torch.nn as nn


class Plain(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = [nn.Linear(2, 2) for _ in range(3)]

    def forward(self, x):
        for b in self.blocks:
            x = b(x)
        return x


class Fixed(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])

    def forward(self, x):
        for b in self.blocks:
            x = b(x)
        return x


torch.manual_seed(0)
plain = Plain()
fixed = Fixed()
print("Plain parameters:", len(list(plain.parameters())))
print("Fixed parameters:", len(list(fixed.parameters())))
print("Fixed keys:", list(fixed.state_dict().keys())[:2])

x = torch.randn(4, 2)
opt = torch.optim.SGD(fixed.parameters(), lr=0.1)
for step in range(3):
    opt.zero_grad()
    loss = fixed(x).pow(2).mean()
    loss.backward()
    opt.step()
    print("step", step, "loss", round(loss.item(), 4))
`;

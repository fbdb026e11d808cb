import torch
import torch.nn as nn
m = nn.Linear(2, 1)
for opt in [torch.optim.SGD(m.parameters(), lr=0.1),
            torch.optim.SGD(m.parameters(), lr=0.01, momentum=0.9, nesterov=True, weight_decay=1e-4),
            torch.optim.Adam(m.parameters()),
            torch.optim.AdamW(m.parameters(), lr=3e-4, betas=(0.9, 0.95)),
            torch.optim.RMSprop(m.parameters(), lr=0.01)]:
    print(opt)
    print(type(opt).__name__, opt.defaults["lr"])

import torch
import torch.nn as nn
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(2, 3)
        self.act = nn.ReLU()
        self.dec = nn.Linear(3, 2)
        self.shared = self.enc
        self.register_buffer('steps', torch.tensor(0))
        self.register_buffer('tmp', torch.zeros(1), persistent=False)
        self.register_buffer('nonebuf', None)
        self.register_parameter('nonep', None)
        self.scale = nn.Parameter(torch.tensor(2.0))
    def forward(self, x):
        return self.dec(self.act(self.enc(x))) * self.scale
torch.manual_seed(0)
n = Net()
print([k for k, _ in n.named_buffers()])
print([k for k, _ in n.named_buffers(prefix='p', recurse=False)])
print([k for k, _ in n.named_buffers(remove_duplicate=False)])

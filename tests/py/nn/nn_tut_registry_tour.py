import torch
import torch.nn as nn
torch.manual_seed(0)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        self.w = nn.Parameter(torch.ones(2))
        self.register_buffer('running', torch.zeros(2))
        self.register_buffer('scratch', torch.zeros(2), persistent=False)
        self.scale = torch.tensor(2.0)
        self.n = 5
net = Net()
for store in ('_parameters', '_buffers', '_modules'):
    print(store, list(getattr(net, store).keys()))
print([k for k in vars(net) if not k.startswith('_') and k != 'training'])
print([n for n, _ in net.named_parameters()])
print(list(net.state_dict().keys()))
print(net._non_persistent_buffers_set)

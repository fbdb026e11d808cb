import inspect, torch
print('fused' in inspect.signature(torch.optim.AdamW).parameters)
print(inspect.signature(torch.nn.Module.forward) if hasattr(torch.nn.Module, 'forward') else '')
class Net(torch.nn.Module):
    def __init__(self, d_in: int, hidden=16):
        super().__init__()
        self.fc = torch.nn.Linear(d_in, hidden)
    def forward(self, x, mask=None):
        return self.fc(x)
print(inspect.signature(Net), inspect.signature(Net(3).forward))
print(inspect.isclass(torch.nn.Linear), inspect.getsource(Net.forward), end="")

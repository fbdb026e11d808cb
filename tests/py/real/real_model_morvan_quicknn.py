# MorvanZhou/PyTorch-Tutorial tutorial-contents/303_build_nn_quickly.py @ dbe154a9e56635e51c6b0c2ccea8ae36cfb585a7 (MIT)
# Verbatim; a seed added; a driver prints both nets' state_dict shapes and one forward.
"""
View more, visit my tutorial page: https://mofanpy.com/tutorials/
My Youtube Channel: https://www.youtube.com/user/MorvanZhou

Dependencies:
torch: 0.1.11
"""
import torch
torch.manual_seed(0)
import torch.nn.functional as F


# replace following class code with an easy sequential network
class Net(torch.nn.Module):
    def __init__(self, n_feature, n_hidden, n_output):
        super(Net, self).__init__()
        self.hidden = torch.nn.Linear(n_feature, n_hidden)   # hidden layer
        self.predict = torch.nn.Linear(n_hidden, n_output)   # output layer

    def forward(self, x):
        x = F.relu(self.hidden(x))      # activation function for hidden layer
        x = self.predict(x)             # linear output
        return x

net1 = Net(1, 10, 1)

# easy and fast way to build your network
net2 = torch.nn.Sequential(
    torch.nn.Linear(1, 10),
    torch.nn.ReLU(),
    torch.nn.Linear(10, 1)
)


print(net1)     # net1 architecture
"""
Net (
  (hidden): Linear (1 -> 10)
  (predict): Linear (10 -> 1)
)
"""

print(net2)     # net2 architecture
"""
Sequential (
  (0): Linear (1 -> 10)
  (1): ReLU ()
  (2): Linear (10 -> 1)
)
"""

x = torch.linspace(-1, 1, 5).unsqueeze(1)
for model in (net1, net2):
    print(model(x))
    print([(k, tuple(v.shape)) for k, v in model.state_dict().items()])
print(net2[0], net2[-1], len(net2), net2[1:])

# pytorch/tutorials beginner_source/examples_nn/two_layer_net_module.py @ 6f53cd7c257a9ace7f6198bc3d22bdd8547414fd (BSD-3-Clause)
# Tutorial code verbatim (an old revision, written for PyTorch 0.3: `size_average=` and `loss.data[0]`);
# torch.manual_seed(0) added; the training loop runs inside try, so the error PyTorch 2.6 raises at
# `loss.data[0]` is printed; prose trimmed.
import torch
from torch.autograd import Variable
torch.manual_seed(0)  # nnscope: seeded


class TwoLayerNet(torch.nn.Module):
    def __init__(self, D_in, H, D_out):
        """
        In the constructor we instantiate two nn.Linear modules and assign them as
        member variables.
        """
        super(TwoLayerNet, self).__init__()
        self.linear1 = torch.nn.Linear(D_in, H)
        self.linear2 = torch.nn.Linear(H, D_out)

    def forward(self, x):
        h_relu = self.linear1(x).clamp(min=0)
        y_pred = self.linear2(h_relu)
        return y_pred


# N is batch size; D_in is input dimension;
# H is hidden dimension; D_out is output dimension.
N, D_in, H, D_out = 64, 1000, 100, 10

# Create random Tensors to hold inputs and outputs, and wrap them in Variables
x = Variable(torch.randn(N, D_in))
y = Variable(torch.randn(N, D_out), requires_grad=False)

# Construct our model by instantiating the class defined above
model = TwoLayerNet(D_in, H, D_out)

criterion = torch.nn.MSELoss(size_average=False)
optimizer = torch.optim.SGD(model.parameters(), lr=1e-4)
try:  # nnscope
    for t in range(500):
        # Forward pass: Compute predicted y by passing x to the model
        y_pred = model.forward(x)

        # Compute and print loss
        loss = criterion(y_pred, y)
        print(t, loss.data[0])

        # Zero gradients, perform a backward pass, and update the weights.
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
except Exception as e:
    print(type(e).__name__, e)

# nnscope driver
print(criterion, criterion.reduction, round(loss.item(), 1))

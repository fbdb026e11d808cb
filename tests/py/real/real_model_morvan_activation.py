# MorvanZhou/PyTorch-Tutorial tutorial-contents/203_activation.py @ dbe154a9e56635e51c6b0c2ccea8ae36cfb585a7 (MIT)
# Adapted: matplotlib dropped (the plotting block prints each curve's shape, dtype and a few rounded
# values, with an added `import numpy as np` for that driver).
"""
View more, visit my tutorial page: https://mofanpy.com/tutorials/
My Youtube Channel: https://www.youtube.com/user/MorvanZhou

Dependencies:
torch: 0.4
matplotlib
"""
import torch
import torch.nn.functional as F
import numpy as np  # for the printing driver
from torch.autograd import Variable

# fake data
x = torch.linspace(-5, 5, 200)  # x data (tensor), shape=(100, 1)
x = Variable(x)
x_np = x.data.numpy()   # numpy array for plotting

# following are popular activation functions
y_relu = torch.relu(x).data.numpy()
y_sigmoid = torch.sigmoid(x).data.numpy()
y_tanh = torch.tanh(x).data.numpy()
y_softplus = F.softplus(x).data.numpy() # there's no softplus in torch
# y_softmax = torch.softmax(x, dim=0).data.numpy() softmax is a special kind of activation function, it is about probability

for name, y in (('relu', y_relu), ('sigmoid', y_sigmoid), ('tanh', y_tanh), ('softplus', y_softplus)):
    print(name, y.shape, y.dtype, np.round(y[::40].astype(np.float64), 4))

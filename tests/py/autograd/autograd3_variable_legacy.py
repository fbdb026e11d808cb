import torch
from torch.autograd import Variable
x = torch.ones(2)
v = Variable(x, requires_grad=True)
print(v, v is x, v.data_ptr() == x.data_ptr(), v.is_leaf, type(v).__name__)
print(isinstance(x, Variable), isinstance(3, Variable), Variable)
y = torch.ones(2, requires_grad=True) * 2
vy = Variable(y)
print(vy, vy.requires_grad, vy.grad_fn)
try:
    Variable([1., 2.])
except Exception as e:
    print(type(e).__name__, e)
print(Variable(torch.tensor([1, 2])))
try:
    Variable(torch.tensor([1, 2]), requires_grad=True)
except Exception as e:
    print(type(e).__name__, e)
print(Variable())
w = Variable(torch.zeros(2), volatile=True)
print(w)

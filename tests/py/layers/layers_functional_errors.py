import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.ones(2, 3)
tr(lambda: F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 2, 2, 2)))
tr(lambda: F.layer_norm(x, (4,)))
tr(lambda: F.batch_norm(x, torch.zeros(3), torch.ones(3), training=True).shape)
tr(lambda: F.embedding(torch.tensor([5]), torch.ones(3, 2)))
tr(lambda: F.max_pool2d(torch.ones(1, 1, 2, 2), 3))
tr(lambda: F.one_hot(torch.tensor([1.0])))
tr(lambda: F.softmax(x, 2))

# dir() of the native torch modules lists the names that are imported on first use, before their
# first use, as PyTorch's eager modules do; torch.GradScaler is torch.amp.GradScaler.
import torch
import torch.nn as nn
import torch.nn.utils
import torch.autograd

print([n in dir(nn) for n in ("LSTM", "GRUCell", "Transformer", "ZeroPad2d", "InstanceNorm1d", "Upsample",
                              "PixelShuffle", "DataParallel", "Linear", "Module", "functional")])
print([n in dir(torch) for n in ("distributions", "save", "load", "autocast", "compile", "GradScaler",
                                 "sparse_coo_tensor", "utils", "jit", "tensor", "float32")])
print([n in dir(torch.autograd) for n in ("gradcheck", "functional", "grad", "backward", "Function")])
print([n in dir(torch.nn.utils) for n in ("weight_norm", "rnn", "clip_grad_norm_", "parametrize")])
print([n in dir(torch.optim) for n in ("lr_scheduler", "RMSprop", "LBFGS", "Adam", "SGD")])
print(dir(nn) == sorted(dir(nn)), dir(torch) == sorted(dir(torch)))
print(torch.GradScaler is torch.amp.GradScaler, torch.GradScaler.__name__)

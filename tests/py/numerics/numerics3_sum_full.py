import torch
import torch.nn.functional as F
torch.manual_seed(1)
for n in [1,5,8,9,16,17,24,31,32,33,47,64,65,100,127,128,129,200,255,256,257,512,784,1000,1023,1024,1025,3000,4096,8191,10000,20000,32767,32768,32769,40000,50000,65536,70000,100001,200000]:
    x = torch.randn(n)
    print(n, repr(x.sum().item()), repr(x.mean().item()), repr(x.double().sum().item()), repr(x.double().mean().item()))

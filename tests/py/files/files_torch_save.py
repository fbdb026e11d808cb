# torch.save/torch.load share the run's file system with open() and os
import os
import torch
import torch.nn as nn
torch.manual_seed(0)
model = nn.Linear(3, 2)
ckpt_dir = 'checkpoints'
try:
    torch.save(model.state_dict(), os.path.join(ckpt_dir, 'model.pt'))
except RuntimeError as e:
    print(e)
os.makedirs(ckpt_dir, exist_ok=True)
path = os.path.join(ckpt_dir, 'model.pt')
if not os.path.exists(path):
    torch.save({'epoch': 3, 'state': model.state_dict()}, path)
print(os.listdir(ckpt_dir), os.path.isfile(path))
ck = torch.load(path)
print(ck['epoch'], sorted(ck['state']), torch.equal(ck['state']['weight'], model.weight))
with open(path, 'rb') as f:
    ck2 = torch.load(f)
print(ck2['epoch'])
os.rename(path, os.path.join(ckpt_dir, 'best.pt'))
print(torch.load(os.path.join(ckpt_dir, 'best.pt'))['epoch'])
try:
    torch.load(path)
except FileNotFoundError as e:
    print(type(e).__name__, e)
os.remove(os.path.join(ckpt_dir, 'best.pt'))
print(os.listdir(ckpt_dir))

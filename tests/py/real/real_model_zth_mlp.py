# karpathy/nn-zero-to-hero (MIT) @ 73c3fcc741f0ec104ca850b1fb0df90e7e8d4cde, lectures/makemore/makemore_part2_mlp.ipynb: the code cells in order, verbatim;
# Adapted: plots commented out ("# (plot)"), cells that read files or need other packages left out; seeded
# random data in place of the data sets (stand-ins marked); epochs/steps cut to a few, losses printed to 4 decimals.
# cell 19 left out: it indexes 32 rows, the notebook ran it on an earlier 5-word data set.
# dropped cells (plots, downloads, third-party packages): 1.
# a cell's last bare expression is shown as the notebook shows it (_show: repr, None not shown).
def _show(*v):
    v = v[0] if len(v) == 1 else v
    if v is not None:
        r = repr(v)
        print(r.split(' at 0x')[0] + '>' if ' at 0x' in r else r)  # no addresses
import torch, random  # driver: seeds
torch.manual_seed(0)
random.seed(0)
# ---- driver (not in the notebook): names.txt replaced by 40 names
words = ['emma', 'olivia', 'ava', 'isabella', 'sophia', 'charlotte', 'mia', 'amelia', 'harper', 'evelyn',
         'abigail', 'emily', 'elizabeth', 'mila', 'ella', 'avery', 'sofia', 'camila', 'aria', 'scarlett',
         'victoria', 'madison', 'luna', 'grace', 'chloe', 'penelope', 'layla', 'riley', 'zoey', 'nora',
         'lily', 'eleanor', 'beckett', 'felix', 'jaxon', 'quinn', 'wyatt', 'kaia', 'hudson', 'gideon']
# ---- cell 0
import torch
import torch.nn.functional as F
# ---- cell 2
_show(len(words))
# ---- cell 3
# build the vocabulary of characters and mappings to/from integers
chars = sorted(list(set(''.join(words))))
stoi = {s:i+1 for i,s in enumerate(chars)}
stoi['.'] = 0
itos = {i:s for s,i in stoi.items()}
print(itos)
# ---- cell 4
# build the dataset

block_size = 3 # context length: how many characters do we take to predict the next one?
X, Y = [], []
for w in words:
  
  #print(w)
  context = [0] * block_size
  for ch in w + '.':
    ix = stoi[ch]
    X.append(context)
    Y.append(ix)
    #print(''.join(itos[i] for i in context), '--->', itos[ix])
    context = context[1:] + [ix] # crop and append
  
X = torch.tensor(X)
Y = torch.tensor(Y)
# ---- cell 5
_show(X.shape, X.dtype, Y.shape, Y.dtype)
# ---- cell 6
# build the dataset
block_size = 3 # context length: how many characters do we take to predict the next one?

def build_dataset(words):  
  X, Y = [], []
  for w in words:

    #print(w)
    context = [0] * block_size
    for ch in w + '.':
      ix = stoi[ch]
      X.append(context)
      Y.append(ix)
      #print(''.join(itos[i] for i in context), '--->', itos[ix])
      context = context[1:] + [ix] # crop and append

  X = torch.tensor(X)
  Y = torch.tensor(Y)
  print(X.shape, Y.shape)
  return X, Y

import random
random.seed(42)
random.shuffle(words)
n1 = int(0.8*len(words))
n2 = int(0.9*len(words))

Xtr, Ytr = build_dataset(words[:n1])
Xdev, Ydev = build_dataset(words[n1:n2])
Xte, Yte = build_dataset(words[n2:])
# ---- cell 7
C = torch.randn((27, 2))
# ---- cell 8
emb = C[X]
_show(emb.shape)
# ---- cell 9
W1 = torch.randn((6, 100))
b1 = torch.randn(100)
# ---- cell 10
h = torch.tanh(emb.view(-1, 6) @ W1 + b1)
# ---- cell 11
_show(h)
# ---- cell 12
_show(h.shape)
# ---- cell 13
W2 = torch.randn((100, 27))
b2 = torch.randn(27)
# ---- cell 14
logits = h @ W2 + b2
# ---- cell 15
_show(logits.shape)
# ---- cell 16
counts = logits.exp()
# ---- cell 17
prob = counts / counts.sum(1, keepdims=True)
# ---- cell 18
_show(prob.shape)
# ---- cell 20
# ------------ now made respectable :) ---------------
# ---- cell 21
_show(Xtr.shape, Ytr.shape) # dataset
# ---- cell 22
g = torch.Generator().manual_seed(2147483647) # for reproducibility
C = torch.randn((27, 10), generator=g)
W1 = torch.randn((30, 200), generator=g)
b1 = torch.randn(200, generator=g)
W2 = torch.randn((200, 27), generator=g)
b2 = torch.randn(27, generator=g)
parameters = [C, W1, b1, W2, b2]
# ---- cell 23
_show(sum(p.nelement() for p in parameters)) # number of parameters in total
# ---- cell 24
for p in parameters:
  p.requires_grad = True
# ---- cell 25
lre = torch.linspace(-3, 0, 1000)
lrs = 10**lre
# ---- cell 26
lri = []
lossi = []
stepi = []
# ---- cell 27
for i in range(30):
  
  # minibatch construct
  ix = torch.randint(0, Xtr.shape[0], (32,))
  
  # forward pass
  emb = C[Xtr[ix]] # (32, 3, 10)
  h = torch.tanh(emb.view(-1, 30) @ W1 + b1) # (32, 200)
  logits = h @ W2 + b2 # (32, 27)
  loss = F.cross_entropy(logits, Ytr[ix])
  #print(loss.item())
  
  # backward pass
  for p in parameters:
    p.grad = None
  loss.backward()
  
  # update
  #lr = lrs[i]
  lr = 0.1 if i < 100000 else 0.01
  for p in parameters:
    p.data += -lr * p.grad

  # track stats
  #lri.append(lre[i])
  stepi.append(i)
  lossi.append(loss.log10().item())

#print(loss.item())
# ---- cell 28
# (plot) _show(plt.plot(stepi, lossi))
# ---- cell 29
emb = C[Xtr] # (32, 3, 2)
h = torch.tanh(emb.view(-1, 30) @ W1 + b1) # (32, 100)
logits = h @ W2 + b2 # (32, 27)
loss = F.cross_entropy(logits, Ytr)
_show(round(loss.item(), 2))  # driver: rounded (30 steps at lr 0.1 amplify last bits)
# ---- cell 30
emb = C[Xdev] # (32, 3, 2)
h = torch.tanh(emb.view(-1, 30) @ W1 + b1) # (32, 100)
logits = h @ W2 + b2 # (32, 27)
loss = F.cross_entropy(logits, Ydev)
_show(round(loss.item(), 2))  # driver: rounded (30 steps at lr 0.1 amplify last bits)
# ---- cell 31
# visualize dimensions 0 and 1 of the embedding matrix C for all characters
# (plot) plt.figure(figsize=(8,8))
# (plot) plt.scatter(C[:,0].data, C[:,1].data, s=200)
for i in range(C.shape[0]):
    pass  # (plot)
    # (plot) plt.text(C[i,0].item(), C[i,1].item(), itos[i], ha="center", va="center", color='white')
# (plot) _show(plt.grid('minor'))
# ---- cell 32
# training split, dev/validation split, test split
# 80%, 10%, 10%
# ---- cell 33
context = [0] * block_size
_show(C[torch.tensor([context])].shape)
# ---- cell 34


# sample from the model
g = torch.Generator().manual_seed(2147483647 + 10)

for _ in range(20):
    
    out = []
    context = [0] * block_size # initialize with all ...
    while True:
      emb = C[torch.tensor([context])] # (1,block_size,d)
      h = torch.tanh(emb.view(1, -1) @ W1 + b1)
      logits = h @ W2 + b2
      probs = F.softmax(logits, dim=1)
      ix = torch.multinomial(probs, num_samples=1, generator=g).item()
      context = context[1:] + [ix]
      out.append(ix)
      if ix == 0:
        break
    
    print(''.join(itos[i] for i in out))

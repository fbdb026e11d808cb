# bentrevett/pytorch-seq2seq, legacy/2 - Learning Phrase Representations using RNN Encoder-Decoder for Statistical Machine Translation.ipynb, commit b3cd54c72cd6e4e63f672d334c795b4fe744ef92, MIT License.
# Code cells in order, verbatim, except sizes (marked); torchtext.legacy, spacy and bleu_score are stand-ins (below); a cell's last expression is shown with _show.
# ----- stand-ins (nnscope): torchtext.legacy (Field, LabelField, BucketIterator, Multi30k, IMDB), spacy and
# torchtext.data.metrics.bleu_score over a tiny synthetic corpus, in place of the downloads. GloVe vectors
# are seeded random. The model, training and evaluation code below is the notebook's, verbatim. -----
import sys as _sys, types as _types, random as _random, math as _math, re as _re
from collections import Counter as _Counter
import torch as _torch

def _module(name, **attrs):
    m = _types.ModuleType(name)
    m.__dict__.update(attrs)
    m.__spec__ = _types.SimpleNamespace(name=name, origin=None, loader=None, submodule_search_locations=None,
                                        parent=name.rpartition(".")[0], has_location=False, cached=None)
    _sys.modules[name] = m
    return m

_EN = "a man woman dog cat child girl boy runs sits eats jumps plays in on the park street beach with ball red blue".split()
_DE = "ein mann frau hund katze kind mädchen junge läuft sitzt isst springt spielt im auf dem park straße strand mit ball rot blau".split()
_POS = "great good wonderful loved best fun enjoyed brilliant".split()
_NEG = "bad awful boring hated worst dull waste terrible".split()
_MID = "the movie film story actors plot was and it a this scene".split()

class _Tok:
    def __init__(self, text):
        self.text = text
class _Nlp:
    def tokenizer(self, s):
        return [_Tok(t) for t in _re.findall(r"\w+|[^\w\s]", s)]
    def __call__(self, s):
        return self.tokenizer(s)
_module("spacy", load=lambda name: _Nlp())

class _Vocab:
    def __init__(self, counter, specials, max_size=None, min_freq=1, vectors=None, unk_init=None):
        self.freqs = counter
        self.itos = list(specials)
        words = sorted(((w, c) for w, c in counter.items() if w not in specials), key=lambda x: (-x[1], x[0]))
        for w, c in words:
            if c < min_freq or (max_size is not None and len(self.itos) >= max_size + len(specials)):
                break
            self.itos.append(w)
        unk = "<unk>" if "<unk>" in specials else None
        self.stoi = _StoI({w: i for i, w in enumerate(self.itos)}, self.itos.index(unk) if unk else None)
        self.vectors = None
        if vectors is not None:
            dim = int(_re.search(r"(\d+)d", vectors).group(1))
            g = _torch.Generator().manual_seed(11)
            self.vectors = _torch.zeros(len(self.itos), dim)
            for i, w in enumerate(self.itos):
                if w in specials:
                    if unk_init is not None:
                        unk_init(self.vectors[i])
                else:
                    self.vectors[i] = _torch.randn(dim, generator=g)
    def __len__(self):
        return len(self.itos)

class _StoI(dict):
    def __init__(self, d, unk):
        super().__init__(d)
        self._unk = unk
    def __missing__(self, key):
        if self._unk is None:
            raise KeyError(key)
        return self._unk

class Field:
    def __init__(self, tokenize=None, tokenizer_language=None, init_token=None, eos_token=None, lower=False,
                 include_lengths=False, batch_first=False, dtype=_torch.long, pad_token="<pad>", unk_token="<unk>",
                 preprocessing=None, sequential=True):
        if tokenize == "spacy":
            tokenize = lambda s: [t.text for t in _Nlp().tokenizer(s)]
        self.tokenize, self.init_token, self.eos_token, self.lower = tokenize or str.split, init_token, eos_token, lower
        self.include_lengths, self.batch_first, self.dtype = include_lengths, batch_first, dtype
        self.pad_token, self.unk_token, self.preprocessing, self.sequential = pad_token, unk_token, preprocessing, sequential
    def preprocess(self, x):
        if self.sequential:
            x = self.tokenize(x)
            if self.lower:
                x = [w.lower() for w in x]
        if self.preprocessing is not None:
            x = self.preprocessing(x)
        return x
    def build_vocab(self, *datasets, max_size=None, min_freq=1, vectors=None, unk_init=None):
        c = _Counter()
        for d in datasets:
            for ex in d.examples:
                v = getattr(ex, d.name_of(self))
                c.update(v if self.sequential else [v])
        specials = [s for s in (self.unk_token, self.pad_token, self.init_token, self.eos_token) if s is not None] if self.sequential else []
        self.vocab = _Vocab(c, specials, max_size, min_freq, vectors, unk_init)
    def process(self, xs):
        if not self.sequential:
            return _torch.tensor([self.vocab.stoi[x] for x in xs], dtype=self.dtype)
        xs = [([self.init_token] if self.init_token else []) + list(x) + ([self.eos_token] if self.eos_token else []) for x in xs]
        n = max(len(x) for x in xs)
        ids = _torch.tensor([[self.vocab.stoi[w] for w in x] + [self.vocab.stoi[self.pad_token]] * (n - len(x)) for x in xs])
        if not self.batch_first:
            ids = ids.t().contiguous()
        if self.include_lengths:
            return ids, _torch.tensor([len(x) for x in xs])
        return ids

class LabelField(Field):
    def __init__(self, dtype=_torch.long, **kw):
        super().__init__(sequential=False, dtype=dtype, unk_token=None, pad_token=None)

class Example:
    pass

class Dataset:
    def __init__(self, examples, fields):
        self.examples, self.fields = examples, dict(fields)
    def name_of(self, field):
        return next(n for n, f in self.fields.items() if f is field)
    def __len__(self):
        return len(self.examples)
    def __iter__(self):
        return iter(self.examples)
    def __getitem__(self, i):
        return self.examples[i]
    def split(self, split_ratio=0.7, random_state=None):
        ex = list(self.examples)
        _random.Random(1234).shuffle(ex)
        n = int(round(len(ex) * split_ratio))
        return Dataset(ex[:n], self.fields), Dataset(ex[n:], self.fields)

def _make(rows, fields):
    exs = []
    for row in rows:
        e = Example()
        for (name, f), v in zip(fields, row):
            setattr(e, name, f.preprocess(v))
        exs.append(e)
    return Dataset(exs, fields)

def _pairs(n, rng):
    out = []
    for _ in range(n):
        ids = [rng.randrange(len(_EN)) for _ in range(rng.randint(3, 7))]
        out.append((" ".join(_DE[i] for i in ids).capitalize() + ".", " ".join(_EN[i] for i in ids).capitalize() + "."))
    return out

class Multi30k:
    @staticmethod
    def splits(exts, fields, **kw):
        rng = _random.Random(0)
        named = [("src", fields[0]), ("trg", fields[1])]
        return tuple(_make(_pairs(n, rng) if exts == ('.de', '.en') else [p[::-1] for p in _pairs(n, rng)], named) for n in (40, 20, 20))

class IMDB:
    @staticmethod
    def splits(text_field, label_field, **kw):
        rng = _random.Random(0)
        def reviews(n):
            rows = []
            for _ in range(n):
                lab = rng.randrange(2)
                words = [rng.choice(_MID) for _ in range(rng.randint(4, 9))] + [rng.choice(_POS if lab else _NEG) for _ in range(2)]
                rng.shuffle(words)
                rows.append((" ".join(words) + ".", "pos" if lab else "neg"))
            return rows
        named = [("text", text_field), ("label", label_field)]
        return _make(reviews(48), named), _make(reviews(16), named)

class TREC:
    @staticmethod
    def splits(text_field, label_field, fine_grained=False, **kw):
        rng = _random.Random(0)
        qs = {"HUM": "who is the man", "LOC": "where is the city", "NUM": "how many people are there",
              "DESC": "what does it mean", "ENTY": "what animal is this", "ABBR": "what does un stand for"}
        def rows(n):
            out = []
            for _ in range(n):
                lab = rng.choice(sorted(qs))
                out.append((qs[lab] + " " + rng.choice(_MID) + " ?", lab))
            return out
        named = [("text", text_field), ("label", label_field)]
        return _make(rows(48), named), _make(rows(16), named)

class _Batch:
    pass

class _Iterator:
    def __init__(self, dataset, batch_size, sort_key=None, sort_within_batch=False):
        self.dataset, self.batch_size, self.sort_key, self.sort_within_batch = dataset, batch_size, sort_key, sort_within_batch
    def __len__(self):
        return (len(self.dataset) + self.batch_size - 1) // self.batch_size
    def __iter__(self):
        ex = self.dataset.examples
        for i in range(0, len(ex), self.batch_size):
            part = ex[i:i + self.batch_size]
            if self.sort_within_batch:
                key = self.sort_key or (lambda e: len(getattr(e, next(iter(self.dataset.fields)))))
                part = sorted(part, key=key, reverse=True)
            b = _Batch()
            for name, f in self.dataset.fields.items():
                setattr(b, name, f.process([getattr(e, name) for e in part]))
            yield b

class BucketIterator:
    @staticmethod
    def splits(datasets, batch_size=None, device=None, sort_within_batch=False, sort_key=None, **kw):
        return tuple(_Iterator(d, batch_size, sort_key, sort_within_batch) for d in datasets)

def bleu_score(candidate_corpus, references_corpus, max_n=4, weights=[0.25] * 4):
    clipped, total = [0] * max_n, [0] * max_n
    c_len = r_len = 0
    for cand, refs in zip(candidate_corpus, references_corpus):
        c_len += len(cand)
        r_len += min((abs(len(r) - len(cand)), len(r)) for r in refs)[1]
        for n in range(1, max_n + 1):
            cc = _Counter(tuple(cand[i:i + n]) for i in range(len(cand) - n + 1))
            mx = _Counter()
            for r in refs:
                mx |= _Counter(tuple(r[i:i + n]) for i in range(len(r) - n + 1))
            clipped[n - 1] += sum(min(c, mx[g]) for g, c in cc.items())
            total[n - 1] += max(0, len(cand) - n + 1)
    if min(clipped) == 0:
        return 0.0
    score = _math.exp(sum(w * _math.log(c / t) for w, c, t in zip(weights, clipped, total)))
    return score * (1.0 if c_len > r_len else _math.exp(1 - r_len / c_len))

_tt = _module("torchtext")
_tt.__version__ = "0.9.0"
_tt.legacy = _module("torchtext.legacy")
_tt.legacy.data = _module("torchtext.legacy.data", Field=Field, LabelField=LabelField, BucketIterator=BucketIterator, Example=Example, Dataset=Dataset)
_tt.legacy.datasets = _module("torchtext.legacy.datasets", Multi30k=Multi30k, IMDB=IMDB, TREC=TREC)
_tt.data = _module("torchtext.data")
_tt.data.metrics = _module("torchtext.data.metrics", bleu_score=bleu_score)

class _Plt:
    def __init__(self, name=""):
        self._name = name
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Plt(name)
    def __call__(self, *a, **k):
        return (_Plt(), _Plt()) if self._name == "subplots" else _Plt()
    def __iter__(self):
        return iter([])
def _plot_attr(name):
    if name.startswith("__"):
        raise AttributeError(name)
    return _Plt(name)
_mpl = _module("matplotlib")
_mpl.pyplot = _module("matplotlib.pyplot")
_mpl.pyplot.__getattr__ = _plot_attr
_mpl.ticker = _module("matplotlib.ticker")
_mpl.ticker.__getattr__ = _plot_attr

def _show(v):
    if v is not None and not isinstance(v, _Plt):
        print(repr(v))

# the notebook's epoch timer reads a stand-in clock that advances 0.5 s a call
import time as _time_real
_clock = [0.0]
def _fake_time():
    _clock[0] += 0.5
    return _clock[0]
_time_mod = _module("time", time=_fake_time)
_time_mod.__getattr__ = lambda name: getattr(_time_real, name)
# ----- end of stand-ins -----
import torch
import torch.nn as nn
import torch.optim as optim

from torchtext.legacy.datasets import Multi30k
from torchtext.legacy.data import Field, BucketIterator

import spacy
import numpy as np

import random
import math
import time

SEED = 1234

random.seed(SEED)
np.random.seed(SEED)
torch.manual_seed(SEED)
torch.cuda.manual_seed(SEED)
torch.backends.cudnn.deterministic = True

spacy_de = spacy.load('de_core_news_sm')
spacy_en = spacy.load('en_core_web_sm')

def tokenize_de(text):
    """
    Tokenizes German text from a string into a list of strings
    """
    return [tok.text for tok in spacy_de.tokenizer(text)]

def tokenize_en(text):
    """
    Tokenizes English text from a string into a list of strings
    """
    return [tok.text for tok in spacy_en.tokenizer(text)]

SRC = Field(tokenize=tokenize_de, 
            init_token='<sos>', 
            eos_token='<eos>', 
            lower=True)

TRG = Field(tokenize = tokenize_en, 
            init_token='<sos>', 
            eos_token='<eos>', 
            lower=True)

train_data, valid_data, test_data = Multi30k.splits(exts = ('.de', '.en'), 
                                                    fields = (SRC, TRG))

print(vars(train_data.examples[0]))

SRC.build_vocab(train_data, min_freq = 2)
_show((TRG.build_vocab(train_data, min_freq = 2)))

device = torch.device('cuda' if torch.cuda.is_available() else 'cpu')

BATCH_SIZE = 8  # BATCH_SIZE = 128 in the notebook

train_iterator, valid_iterator, test_iterator = BucketIterator.splits(
    (train_data, valid_data, test_data), 
    batch_size = BATCH_SIZE, 
    device = device)

class Encoder(nn.Module):
    def __init__(self, input_dim, emb_dim, hid_dim, dropout):
        super().__init__()

        self.hid_dim = hid_dim
        
        self.embedding = nn.Embedding(input_dim, emb_dim) #no dropout as only one layer!
        
        self.rnn = nn.GRU(emb_dim, hid_dim)
        
        self.dropout = nn.Dropout(dropout)
        
    def forward(self, src):
        
        #src = [src len, batch size]
        
        embedded = self.dropout(self.embedding(src))
        
        #embedded = [src len, batch size, emb dim]
        
        outputs, hidden = self.rnn(embedded) #no cell state!
        
        #outputs = [src len, batch size, hid dim * n directions]
        #hidden = [n layers * n directions, batch size, hid dim]
        
        #outputs are always from the top hidden layer
        
        return hidden

class Decoder(nn.Module):
    def __init__(self, output_dim, emb_dim, hid_dim, dropout):
        super().__init__()

        self.hid_dim = hid_dim
        self.output_dim = output_dim
        
        self.embedding = nn.Embedding(output_dim, emb_dim)
        
        self.rnn = nn.GRU(emb_dim + hid_dim, hid_dim)
        
        self.fc_out = nn.Linear(emb_dim + hid_dim * 2, output_dim)
        
        self.dropout = nn.Dropout(dropout)
        
    def forward(self, input, hidden, context):
        
        #input = [batch size]
        #hidden = [n layers * n directions, batch size, hid dim]
        #context = [n layers * n directions, batch size, hid dim]
        
        #n layers and n directions in the decoder will both always be 1, therefore:
        #hidden = [1, batch size, hid dim]
        #context = [1, batch size, hid dim]
        
        input = input.unsqueeze(0)
        
        #input = [1, batch size]
        
        embedded = self.dropout(self.embedding(input))
        
        #embedded = [1, batch size, emb dim]
                
        emb_con = torch.cat((embedded, context), dim = 2)
            
        #emb_con = [1, batch size, emb dim + hid dim]
            
        output, hidden = self.rnn(emb_con, hidden)
        
        #output = [seq len, batch size, hid dim * n directions]
        #hidden = [n layers * n directions, batch size, hid dim]
        
        #seq len, n layers and n directions will always be 1 in the decoder, therefore:
        #output = [1, batch size, hid dim]
        #hidden = [1, batch size, hid dim]
        
        output = torch.cat((embedded.squeeze(0), hidden.squeeze(0), context.squeeze(0)), 
                           dim = 1)
        
        #output = [batch size, emb dim + hid dim * 2]
        
        prediction = self.fc_out(output)
        
        #prediction = [batch size, output dim]
        
        return prediction, hidden

class Seq2Seq(nn.Module):
    def __init__(self, encoder, decoder, device):
        super().__init__()
        
        self.encoder = encoder
        self.decoder = decoder
        self.device = device
        
        assert encoder.hid_dim == decoder.hid_dim, \
            "Hidden dimensions of encoder and decoder must be equal!"
        
    def forward(self, src, trg, teacher_forcing_ratio = 0.5):
        
        #src = [src len, batch size]
        #trg = [trg len, batch size]
        #teacher_forcing_ratio is probability to use teacher forcing
        #e.g. if teacher_forcing_ratio is 0.75 we use ground-truth inputs 75% of the time
        
        batch_size = trg.shape[1]
        trg_len = trg.shape[0]
        trg_vocab_size = self.decoder.output_dim
        
        #tensor to store decoder outputs
        outputs = torch.zeros(trg_len, batch_size, trg_vocab_size).to(self.device)
        
        #last hidden state of the encoder is the context
        context = self.encoder(src)
        
        #context also used as the initial hidden state of the decoder
        hidden = context
        
        #first input to the decoder is the <sos> tokens
        input = trg[0,:]
        
        for t in range(1, trg_len):
            
            #insert input token embedding, previous hidden state and the context state
            #receive output tensor (predictions) and new hidden state
            output, hidden = self.decoder(input, hidden, context)
            
            #place predictions in a tensor holding predictions for each token
            outputs[t] = output
            
            #decide if we are going to use teacher forcing or not
            teacher_force = random.random() < teacher_forcing_ratio
            
            #get the highest predicted token from our predictions
            top1 = output.argmax(1) 
            
            #if teacher forcing, use actual next token as next input
            #if not, use predicted token
            input = trg[t] if teacher_force else top1

        return outputs

INPUT_DIM = len(SRC.vocab)
OUTPUT_DIM = len(TRG.vocab)
ENC_EMB_DIM = 16  # ENC_EMB_DIM = 256 in the notebook
DEC_EMB_DIM = 16  # DEC_EMB_DIM = 256 in the notebook
HID_DIM = 24  # HID_DIM = 512 in the notebook
ENC_DROPOUT = 0.5
DEC_DROPOUT = 0.5

enc = Encoder(INPUT_DIM, ENC_EMB_DIM, HID_DIM, ENC_DROPOUT)
dec = Decoder(OUTPUT_DIM, DEC_EMB_DIM, HID_DIM, DEC_DROPOUT)

device = torch.device('cuda' if torch.cuda.is_available() else 'cpu')

model = Seq2Seq(enc, dec, device).to(device)

def init_weights(m):
    for name, param in m.named_parameters():
        nn.init.normal_(param.data, mean=0, std=0.01)
        
_show((model.apply(init_weights)))

def count_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)

print(f'The model has {count_parameters(model):,} trainable parameters')

optimizer = optim.Adam(model.parameters())

TRG_PAD_IDX = TRG.vocab.stoi[TRG.pad_token]

criterion = nn.CrossEntropyLoss(ignore_index = TRG_PAD_IDX)

def train(model, iterator, optimizer, criterion, clip):
    
    model.train()
    
    epoch_loss = 0
    
    for i, batch in enumerate(iterator):
        
        src = batch.src
        trg = batch.trg
        
        optimizer.zero_grad()
        
        output = model(src, trg)
        
        #trg = [trg len, batch size]
        #output = [trg len, batch size, output dim]
        
        output_dim = output.shape[-1]
        
        output = output[1:].view(-1, output_dim)
        trg = trg[1:].view(-1)
        
        #trg = [(trg len - 1) * batch size]
        #output = [(trg len - 1) * batch size, output dim]
        
        loss = criterion(output, trg)
        
        loss.backward()
        
        torch.nn.utils.clip_grad_norm_(model.parameters(), clip)
        
        optimizer.step()
        
        epoch_loss += loss.item()
        
    return epoch_loss / len(iterator)

def evaluate(model, iterator, criterion):
    
    model.eval()
    
    epoch_loss = 0
    
    with torch.no_grad():
    
        for i, batch in enumerate(iterator):

            src = batch.src
            trg = batch.trg

            output = model(src, trg, 0) #turn off teacher forcing

            #trg = [trg len, batch size]
            #output = [trg len, batch size, output dim]

            output_dim = output.shape[-1]
            
            output = output[1:].view(-1, output_dim)
            trg = trg[1:].view(-1)

            #trg = [(trg len - 1) * batch size]
            #output = [(trg len - 1) * batch size, output dim]

            loss = criterion(output, trg)

            epoch_loss += loss.item()
        
    return epoch_loss / len(iterator)

def epoch_time(start_time, end_time):
    elapsed_time = end_time - start_time
    elapsed_mins = int(elapsed_time / 60)
    elapsed_secs = int(elapsed_time - (elapsed_mins * 60))
    return elapsed_mins, elapsed_secs

N_EPOCHS = 2  # N_EPOCHS = 10 in the notebook
CLIP = 1

best_valid_loss = float('inf')

for epoch in range(N_EPOCHS):
    
    start_time = time.time()
    
    train_loss = train(model, train_iterator, optimizer, criterion, CLIP)
    valid_loss = evaluate(model, valid_iterator, criterion)
    
    end_time = time.time()
    
    epoch_mins, epoch_secs = epoch_time(start_time, end_time)
    
    if valid_loss < best_valid_loss:
        best_valid_loss = valid_loss
        torch.save(model.state_dict(), 'tut2-model.pt')
    
    print(f'Epoch: {epoch+1:02} | Time: {epoch_mins}m {epoch_secs}s')
    print(f'\tTrain Loss: {train_loss:.3f} | Train PPL: {math.exp(train_loss):7.3f}')
    print(f'\t Val. Loss: {valid_loss:.3f} |  Val. PPL: {math.exp(valid_loss):7.3f}')

model.load_state_dict(torch.load('tut2-model.pt'))

test_loss = evaluate(model, test_iterator, criterion)

print(f'| Test Loss: {test_loss:.3f} | Test PPL: {math.exp(test_loss):7.3f} |')

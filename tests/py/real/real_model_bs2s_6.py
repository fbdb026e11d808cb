# bentrevett/pytorch-seq2seq, legacy/6 - Attention is All You Need.ipynb, commit b3cd54c72cd6e4e63f672d334c795b4fe744ef92, MIT License.
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

import torchtext
from torchtext.legacy.datasets import Multi30k
from torchtext.legacy.data import Field, BucketIterator

import matplotlib.pyplot as plt
import matplotlib.ticker as ticker

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

SRC = Field(tokenize = tokenize_de, 
            init_token = '<sos>', 
            eos_token = '<eos>', 
            lower = True, 
            batch_first = True)

TRG = Field(tokenize = tokenize_en, 
            init_token = '<sos>', 
            eos_token = '<eos>', 
            lower = True, 
            batch_first = True)

train_data, valid_data, test_data = Multi30k.splits(exts = ('.de', '.en'), 
                                                    fields = (SRC, TRG))

SRC.build_vocab(train_data, min_freq = 2)
_show((TRG.build_vocab(train_data, min_freq = 2)))

device = torch.device('cuda' if torch.cuda.is_available() else 'cpu')

BATCH_SIZE = 8  # BATCH_SIZE = 128 in the notebook

train_iterator, valid_iterator, test_iterator = BucketIterator.splits(
    (train_data, valid_data, test_data), 
     batch_size = BATCH_SIZE,
     device = device)

class Encoder(nn.Module):
    def __init__(self, 
                 input_dim, 
                 hid_dim, 
                 n_layers, 
                 n_heads, 
                 pf_dim,
                 dropout, 
                 device,
                 max_length = 100):
        super().__init__()

        self.device = device
        
        self.tok_embedding = nn.Embedding(input_dim, hid_dim)
        self.pos_embedding = nn.Embedding(max_length, hid_dim)
        
        self.layers = nn.ModuleList([EncoderLayer(hid_dim, 
                                                  n_heads, 
                                                  pf_dim,
                                                  dropout, 
                                                  device) 
                                     for _ in range(n_layers)])
        
        self.dropout = nn.Dropout(dropout)
        
        self.scale = torch.sqrt(torch.FloatTensor([hid_dim])).to(device)
        
    def forward(self, src, src_mask):
        
        #src = [batch size, src len]
        #src_mask = [batch size, 1, 1, src len]
        
        batch_size = src.shape[0]
        src_len = src.shape[1]
        
        pos = torch.arange(0, src_len).unsqueeze(0).repeat(batch_size, 1).to(self.device)
        
        #pos = [batch size, src len]
        
        src = self.dropout((self.tok_embedding(src) * self.scale) + self.pos_embedding(pos))
        
        #src = [batch size, src len, hid dim]
        
        for layer in self.layers:
            src = layer(src, src_mask)
            
        #src = [batch size, src len, hid dim]
            
        return src

class EncoderLayer(nn.Module):
    def __init__(self, 
                 hid_dim, 
                 n_heads, 
                 pf_dim,  
                 dropout, 
                 device):
        super().__init__()
        
        self.self_attn_layer_norm = nn.LayerNorm(hid_dim)
        self.ff_layer_norm = nn.LayerNorm(hid_dim)
        self.self_attention = MultiHeadAttentionLayer(hid_dim, n_heads, dropout, device)
        self.positionwise_feedforward = PositionwiseFeedforwardLayer(hid_dim, 
                                                                     pf_dim, 
                                                                     dropout)
        self.dropout = nn.Dropout(dropout)
        
    def forward(self, src, src_mask):
        
        #src = [batch size, src len, hid dim]
        #src_mask = [batch size, 1, 1, src len] 
                
        #self attention
        _src, _ = self.self_attention(src, src, src, src_mask)
        
        #dropout, residual connection and layer norm
        src = self.self_attn_layer_norm(src + self.dropout(_src))
        
        #src = [batch size, src len, hid dim]
        
        #positionwise feedforward
        _src = self.positionwise_feedforward(src)
        
        #dropout, residual and layer norm
        src = self.ff_layer_norm(src + self.dropout(_src))
        
        #src = [batch size, src len, hid dim]
        
        return src

class MultiHeadAttentionLayer(nn.Module):
    def __init__(self, hid_dim, n_heads, dropout, device):
        super().__init__()
        
        assert hid_dim % n_heads == 0
        
        self.hid_dim = hid_dim
        self.n_heads = n_heads
        self.head_dim = hid_dim // n_heads
        
        self.fc_q = nn.Linear(hid_dim, hid_dim)
        self.fc_k = nn.Linear(hid_dim, hid_dim)
        self.fc_v = nn.Linear(hid_dim, hid_dim)
        
        self.fc_o = nn.Linear(hid_dim, hid_dim)
        
        self.dropout = nn.Dropout(dropout)
        
        self.scale = torch.sqrt(torch.FloatTensor([self.head_dim])).to(device)
        
    def forward(self, query, key, value, mask = None):
        
        batch_size = query.shape[0]
        
        #query = [batch size, query len, hid dim]
        #key = [batch size, key len, hid dim]
        #value = [batch size, value len, hid dim]
                
        Q = self.fc_q(query)
        K = self.fc_k(key)
        V = self.fc_v(value)
        
        #Q = [batch size, query len, hid dim]
        #K = [batch size, key len, hid dim]
        #V = [batch size, value len, hid dim]
                
        Q = Q.view(batch_size, -1, self.n_heads, self.head_dim).permute(0, 2, 1, 3)
        K = K.view(batch_size, -1, self.n_heads, self.head_dim).permute(0, 2, 1, 3)
        V = V.view(batch_size, -1, self.n_heads, self.head_dim).permute(0, 2, 1, 3)
        
        #Q = [batch size, n heads, query len, head dim]
        #K = [batch size, n heads, key len, head dim]
        #V = [batch size, n heads, value len, head dim]
                
        energy = torch.matmul(Q, K.permute(0, 1, 3, 2)) / self.scale
        
        #energy = [batch size, n heads, query len, key len]
        
        if mask is not None:
            energy = energy.masked_fill(mask == 0, -1e10)
        
        attention = torch.softmax(energy, dim = -1)
                
        #attention = [batch size, n heads, query len, key len]
                
        x = torch.matmul(self.dropout(attention), V)
        
        #x = [batch size, n heads, query len, head dim]
        
        x = x.permute(0, 2, 1, 3).contiguous()
        
        #x = [batch size, query len, n heads, head dim]
        
        x = x.view(batch_size, -1, self.hid_dim)
        
        #x = [batch size, query len, hid dim]
        
        x = self.fc_o(x)
        
        #x = [batch size, query len, hid dim]
        
        return x, attention

class PositionwiseFeedforwardLayer(nn.Module):
    def __init__(self, hid_dim, pf_dim, dropout):
        super().__init__()
        
        self.fc_1 = nn.Linear(hid_dim, pf_dim)
        self.fc_2 = nn.Linear(pf_dim, hid_dim)
        
        self.dropout = nn.Dropout(dropout)
        
    def forward(self, x):
        
        #x = [batch size, seq len, hid dim]
        
        x = self.dropout(torch.relu(self.fc_1(x)))
        
        #x = [batch size, seq len, pf dim]
        
        x = self.fc_2(x)
        
        #x = [batch size, seq len, hid dim]
        
        return x

class Decoder(nn.Module):
    def __init__(self, 
                 output_dim, 
                 hid_dim, 
                 n_layers, 
                 n_heads, 
                 pf_dim, 
                 dropout, 
                 device,
                 max_length = 100):
        super().__init__()
        
        self.device = device
        
        self.tok_embedding = nn.Embedding(output_dim, hid_dim)
        self.pos_embedding = nn.Embedding(max_length, hid_dim)
        
        self.layers = nn.ModuleList([DecoderLayer(hid_dim, 
                                                  n_heads, 
                                                  pf_dim, 
                                                  dropout, 
                                                  device)
                                     for _ in range(n_layers)])
        
        self.fc_out = nn.Linear(hid_dim, output_dim)
        
        self.dropout = nn.Dropout(dropout)
        
        self.scale = torch.sqrt(torch.FloatTensor([hid_dim])).to(device)
        
    def forward(self, trg, enc_src, trg_mask, src_mask):
        
        #trg = [batch size, trg len]
        #enc_src = [batch size, src len, hid dim]
        #trg_mask = [batch size, 1, trg len, trg len]
        #src_mask = [batch size, 1, 1, src len]
                
        batch_size = trg.shape[0]
        trg_len = trg.shape[1]
        
        pos = torch.arange(0, trg_len).unsqueeze(0).repeat(batch_size, 1).to(self.device)
                            
        #pos = [batch size, trg len]
            
        trg = self.dropout((self.tok_embedding(trg) * self.scale) + self.pos_embedding(pos))
                
        #trg = [batch size, trg len, hid dim]
        
        for layer in self.layers:
            trg, attention = layer(trg, enc_src, trg_mask, src_mask)
        
        #trg = [batch size, trg len, hid dim]
        #attention = [batch size, n heads, trg len, src len]
        
        output = self.fc_out(trg)
        
        #output = [batch size, trg len, output dim]
            
        return output, attention

class DecoderLayer(nn.Module):
    def __init__(self, 
                 hid_dim, 
                 n_heads, 
                 pf_dim, 
                 dropout, 
                 device):
        super().__init__()
        
        self.self_attn_layer_norm = nn.LayerNorm(hid_dim)
        self.enc_attn_layer_norm = nn.LayerNorm(hid_dim)
        self.ff_layer_norm = nn.LayerNorm(hid_dim)
        self.self_attention = MultiHeadAttentionLayer(hid_dim, n_heads, dropout, device)
        self.encoder_attention = MultiHeadAttentionLayer(hid_dim, n_heads, dropout, device)
        self.positionwise_feedforward = PositionwiseFeedforwardLayer(hid_dim, 
                                                                     pf_dim, 
                                                                     dropout)
        self.dropout = nn.Dropout(dropout)
        
    def forward(self, trg, enc_src, trg_mask, src_mask):
        
        #trg = [batch size, trg len, hid dim]
        #enc_src = [batch size, src len, hid dim]
        #trg_mask = [batch size, 1, trg len, trg len]
        #src_mask = [batch size, 1, 1, src len]
        
        #self attention
        _trg, _ = self.self_attention(trg, trg, trg, trg_mask)
        
        #dropout, residual connection and layer norm
        trg = self.self_attn_layer_norm(trg + self.dropout(_trg))
            
        #trg = [batch size, trg len, hid dim]
            
        #encoder attention
        _trg, attention = self.encoder_attention(trg, enc_src, enc_src, src_mask)
        
        #dropout, residual connection and layer norm
        trg = self.enc_attn_layer_norm(trg + self.dropout(_trg))
                    
        #trg = [batch size, trg len, hid dim]
        
        #positionwise feedforward
        _trg = self.positionwise_feedforward(trg)
        
        #dropout, residual and layer norm
        trg = self.ff_layer_norm(trg + self.dropout(_trg))
        
        #trg = [batch size, trg len, hid dim]
        #attention = [batch size, n heads, trg len, src len]
        
        return trg, attention

class Seq2Seq(nn.Module):
    def __init__(self, 
                 encoder, 
                 decoder, 
                 src_pad_idx, 
                 trg_pad_idx, 
                 device):
        super().__init__()
        
        self.encoder = encoder
        self.decoder = decoder
        self.src_pad_idx = src_pad_idx
        self.trg_pad_idx = trg_pad_idx
        self.device = device
        
    def make_src_mask(self, src):
        
        #src = [batch size, src len]
        
        src_mask = (src != self.src_pad_idx).unsqueeze(1).unsqueeze(2)

        #src_mask = [batch size, 1, 1, src len]

        return src_mask
    
    def make_trg_mask(self, trg):
        
        #trg = [batch size, trg len]
        
        trg_pad_mask = (trg != self.trg_pad_idx).unsqueeze(1).unsqueeze(2)
        
        #trg_pad_mask = [batch size, 1, 1, trg len]
        
        trg_len = trg.shape[1]
        
        trg_sub_mask = torch.tril(torch.ones((trg_len, trg_len), device = self.device)).bool()
        
        #trg_sub_mask = [trg len, trg len]
            
        trg_mask = trg_pad_mask & trg_sub_mask
        
        #trg_mask = [batch size, 1, trg len, trg len]
        
        return trg_mask

    def forward(self, src, trg):
        
        #src = [batch size, src len]
        #trg = [batch size, trg len]
                
        src_mask = self.make_src_mask(src)
        trg_mask = self.make_trg_mask(trg)
        
        #src_mask = [batch size, 1, 1, src len]
        #trg_mask = [batch size, 1, trg len, trg len]
        
        enc_src = self.encoder(src, src_mask)
        
        #enc_src = [batch size, src len, hid dim]
                
        output, attention = self.decoder(trg, enc_src, trg_mask, src_mask)
        
        #output = [batch size, trg len, output dim]
        #attention = [batch size, n heads, trg len, src len]
        
        return output, attention

INPUT_DIM = len(SRC.vocab)
OUTPUT_DIM = len(TRG.vocab)
HID_DIM = 32  # HID_DIM = 256 in the notebook
ENC_LAYERS = 2  # ENC_LAYERS = 3 in the notebook
DEC_LAYERS = 2  # DEC_LAYERS = 3 in the notebook
ENC_HEADS = 8
DEC_HEADS = 8
ENC_PF_DIM = 64  # ENC_PF_DIM = 512 in the notebook
DEC_PF_DIM = 64  # DEC_PF_DIM = 512 in the notebook
ENC_DROPOUT = 0.1
DEC_DROPOUT = 0.1

enc = Encoder(INPUT_DIM, 
              HID_DIM, 
              ENC_LAYERS, 
              ENC_HEADS, 
              ENC_PF_DIM, 
              ENC_DROPOUT, 
              device)

dec = Decoder(OUTPUT_DIM, 
              HID_DIM, 
              DEC_LAYERS, 
              DEC_HEADS, 
              DEC_PF_DIM, 
              DEC_DROPOUT, 
              device)

SRC_PAD_IDX = SRC.vocab.stoi[SRC.pad_token]
TRG_PAD_IDX = TRG.vocab.stoi[TRG.pad_token]

model = Seq2Seq(enc, dec, SRC_PAD_IDX, TRG_PAD_IDX, device).to(device)

def count_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)

print(f'The model has {count_parameters(model):,} trainable parameters')

def initialize_weights(m):
    if hasattr(m, 'weight') and m.weight.dim() > 1:
        nn.init.xavier_uniform_(m.weight.data)

model.apply(initialize_weights);

LEARNING_RATE = 0.0005

optimizer = torch.optim.Adam(model.parameters(), lr = LEARNING_RATE)

criterion = nn.CrossEntropyLoss(ignore_index = TRG_PAD_IDX)

def train(model, iterator, optimizer, criterion, clip):
    
    model.train()
    
    epoch_loss = 0
    
    for i, batch in enumerate(iterator):
        
        src = batch.src
        trg = batch.trg
        
        optimizer.zero_grad()
        
        output, _ = model(src, trg[:,:-1])
                
        #output = [batch size, trg len - 1, output dim]
        #trg = [batch size, trg len]
            
        output_dim = output.shape[-1]
            
        output = output.contiguous().view(-1, output_dim)
        trg = trg[:,1:].contiguous().view(-1)
                
        #output = [batch size * trg len - 1, output dim]
        #trg = [batch size * trg len - 1]
            
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

            output, _ = model(src, trg[:,:-1])
            
            #output = [batch size, trg len - 1, output dim]
            #trg = [batch size, trg len]
            
            output_dim = output.shape[-1]
            
            output = output.contiguous().view(-1, output_dim)
            trg = trg[:,1:].contiguous().view(-1)
            
            #output = [batch size * trg len - 1, output dim]
            #trg = [batch size * trg len - 1]
            
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
        torch.save(model.state_dict(), 'tut6-model.pt')
    
    print(f'Epoch: {epoch+1:02} | Time: {epoch_mins}m {epoch_secs}s')
    print(f'\tTrain Loss: {train_loss:.3f} | Train PPL: {math.exp(train_loss):7.3f}')
    print(f'\t Val. Loss: {valid_loss:.3f} |  Val. PPL: {math.exp(valid_loss):7.3f}')

model.load_state_dict(torch.load('tut6-model.pt'))

test_loss = evaluate(model, test_iterator, criterion)

print(f'| Test Loss: {test_loss:.3f} | Test PPL: {math.exp(test_loss):7.3f} |')

def translate_sentence(sentence, src_field, trg_field, model, device, max_len = 50):
    
    model.eval()
        
    if isinstance(sentence, str):
        nlp = spacy.load('de_core_news_sm')
        tokens = [token.text.lower() for token in nlp(sentence)]
    else:
        tokens = [token.lower() for token in sentence]

    tokens = [src_field.init_token] + tokens + [src_field.eos_token]
        
    src_indexes = [src_field.vocab.stoi[token] for token in tokens]

    src_tensor = torch.LongTensor(src_indexes).unsqueeze(0).to(device)
    
    src_mask = model.make_src_mask(src_tensor)
    
    with torch.no_grad():
        enc_src = model.encoder(src_tensor, src_mask)

    trg_indexes = [trg_field.vocab.stoi[trg_field.init_token]]

    for i in range(max_len):

        trg_tensor = torch.LongTensor(trg_indexes).unsqueeze(0).to(device)

        trg_mask = model.make_trg_mask(trg_tensor)
        
        with torch.no_grad():
            output, attention = model.decoder(trg_tensor, enc_src, trg_mask, src_mask)
        
        pred_token = output.argmax(2)[:,-1].item()
        
        trg_indexes.append(pred_token)

        if pred_token == trg_field.vocab.stoi[trg_field.eos_token]:
            break
    
    trg_tokens = [trg_field.vocab.itos[i] for i in trg_indexes]
    
    return trg_tokens[1:], attention

def display_attention(sentence, translation, attention, n_heads = 8, n_rows = 4, n_cols = 2):
    
    assert n_rows * n_cols == n_heads
    
    fig = plt.figure(figsize=(15,25))
    
    for i in range(n_heads):
        
        ax = fig.add_subplot(n_rows, n_cols, i+1)
        
        _attention = attention.squeeze(0)[i].cpu().detach().numpy()

        cax = ax.matshow(_attention, cmap='bone')

        ax.tick_params(labelsize=12)
        ax.set_xticklabels(['']+['<sos>']+[t.lower() for t in sentence]+['<eos>'], 
                           rotation=45)
        ax.set_yticklabels(['']+translation)

        ax.xaxis.set_major_locator(ticker.MultipleLocator(1))
        ax.yaxis.set_major_locator(ticker.MultipleLocator(1))

    plt.show()
    plt.close()

example_idx = 8

src = vars(train_data.examples[example_idx])['src']
trg = vars(train_data.examples[example_idx])['trg']

print(f'src = {src}')
print(f'trg = {trg}')

translation, attention = translate_sentence(src, SRC, TRG, model, device)

print(f'predicted trg = {translation}')

_show((display_attention(src, translation, attention)))

example_idx = 6

src = vars(valid_data.examples[example_idx])['src']
trg = vars(valid_data.examples[example_idx])['trg']

print(f'src = {src}')
print(f'trg = {trg}')

translation, attention = translate_sentence(src, SRC, TRG, model, device)

print(f'predicted trg = {translation}')

_show((display_attention(src, translation, attention)))

example_idx = 10

src = vars(test_data.examples[example_idx])['src']
trg = vars(test_data.examples[example_idx])['trg']

print(f'src = {src}')
print(f'trg = {trg}')

translation, attention = translate_sentence(src, SRC, TRG, model, device)

print(f'predicted trg = {translation}')

_show((display_attention(src, translation, attention)))

from torchtext.data.metrics import bleu_score

def calculate_bleu(data, src_field, trg_field, model, device, max_len = 50):
    
    trgs = []
    pred_trgs = []
    
    for datum in data:
        
        src = vars(datum)['src']
        trg = vars(datum)['trg']
        
        pred_trg, _ = translate_sentence(src, src_field, trg_field, model, device, max_len)
        
        #cut off <eos> token
        pred_trg = pred_trg[:-1]
        
        pred_trgs.append(pred_trg)
        trgs.append([trg])
        
    return bleu_score(pred_trgs, trgs)

bleu_score = calculate_bleu(test_data, SRC, TRG, model, device)

print(f'BLEU score = {bleu_score*100:.2f}')

def translate_sentence_vectorized(src_tensor, src_field, trg_field, model, device, max_len=50):
    assert isinstance(src_tensor, torch.Tensor)

    model.eval()
    src_mask = model.make_src_mask(src_tensor)

    with torch.no_grad():
        enc_src = model.encoder(src_tensor, src_mask)
    # enc_src = [batch_sz, src_len, hid_dim]

    trg_indexes = [[trg_field.vocab.stoi[trg_field.init_token]] for _ in range(len(src_tensor))]
    # Even though some examples might have been completed by producing a <eos> token
    # we still need to feed them through the model because other are not yet finished
    # and all examples act as a batch. Once every single sentence prediction encounters
    # <eos> token, then we can stop predicting.
    translations_done = [0] * len(src_tensor)
    for i in range(max_len):
        trg_tensor = torch.LongTensor(trg_indexes).to(device)
        trg_mask = model.make_trg_mask(trg_tensor)
        with torch.no_grad():
            output, attention = model.decoder(trg_tensor, enc_src, trg_mask, src_mask)
        pred_tokens = output.argmax(2)[:,-1]
        for i, pred_token_i in enumerate(pred_tokens):
            trg_indexes[i].append(pred_token_i)
            if pred_token_i == trg_field.vocab.stoi[trg_field.eos_token]:
                translations_done[i] = 1
        if all(translations_done):
            break

    # Iterate through each predicted example one by one;
    # Cut-off the portion including the after the <eos> token
    pred_sentences = []
    for trg_sentence in trg_indexes:
        pred_sentence = []
        for i in range(1, len(trg_sentence)):
            if trg_sentence[i] == trg_field.vocab.stoi[trg_field.eos_token]:
                break
            pred_sentence.append(trg_field.vocab.itos[trg_sentence[i]])
        pred_sentences.append(pred_sentence)

    return pred_sentences, attention

from torchtext.data.metrics import bleu_score

def calculate_bleu_alt(iterator, src_field, trg_field, model, device, max_len = 50):
    trgs = []
    pred_trgs = []
    with torch.no_grad():
        for batch in iterator:
            src = batch.src
            trg = batch.trg
            _trgs = []
            for sentence in trg:
                tmp = []
                # Start from the first token which skips the <start> token
                for i in sentence[1:]:
                    # Targets are padded. So stop appending as soon as a padding or eos token is encountered
                    if i == trg_field.vocab.stoi[trg_field.eos_token] or i == trg_field.vocab.stoi[trg_field.pad_token]:
                        break
                    tmp.append(trg_field.vocab.itos[i])
                _trgs.append([tmp])
            trgs += _trgs
            pred_trg, _ = translate_sentence_vectorized(src, src_field, trg_field, model, device)
            pred_trgs += pred_trg
    return pred_trgs, trgs, bleu_score(pred_trgs, trgs)

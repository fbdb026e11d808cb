# bentrevett/pytorch-sentiment-analysis, 2 - Recurrent Neural Networks.ipynb, commit 329f654b2cfaed22fee432569ebd7a2674584f79, MIT License.
# Code cells in order, verbatim, except sizes (marked); the data packages are stand-ins (below); a cell's last expression is shown with _show.
# ----- stand-ins (nnscope): the notebook's data packages, in place of downloads -----
# datasets.load_dataset (a tiny synthetic corpus), torchtext (tokenizer, vocab, GloVe as seeded random
# vectors), spacy (whitespace tokenizer), tqdm (pass-through), evaluate, matplotlib: only the calls the
# notebook makes. The model, training and evaluation code below is the notebook's, verbatim.
import sys as _sys, types as _types, random as _random
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

class _Dataset:
    def __init__(self, rows, fmt=None):
        self._rows, self._fmt = rows, fmt
    def __len__(self):
        return len(self._rows)
    def _conv(self, row):
        if self._fmt is None:
            return dict(row)
        cols, keep = self._fmt
        out = {k: _torch.tensor(v) for k, v in row.items() if k in cols}
        if keep:
            out.update({k: v for k, v in row.items() if k not in cols})
        return out
    def __getitem__(self, i):
        if isinstance(i, str):
            return [r[i] for r in self._rows]
        return self._conv(self._rows[i])
    def __iter__(self):
        return (self._conv(r) for r in self._rows)
    @property
    def features(self):
        return {k: type(v).__name__ for k, v in self._rows[0].items()}
    @property
    def column_names(self):
        return list(self._rows[0])
    def __repr__(self):
        return f"Dataset({{features: {self.column_names}, num_rows: {len(self)}}})"
    def map(self, fn, fn_kwargs=None, **kw):
        return _Dataset([{**r, **fn(r, **(fn_kwargs or {}))} for r in self._rows], self._fmt)
    def with_format(self, type=None, columns=None, output_all_columns=False):
        return _Dataset(self._rows, (columns, output_all_columns))
    def train_test_split(self, test_size, **kw):
        n = int(round(len(self._rows) * test_size))
        return {"train": _Dataset(self._rows[:-n], self._fmt), "test": _Dataset(self._rows[-n:], self._fmt)}
    def unique(self, col):
        return sorted(set(r[col] for r in self._rows))
    def shuffle(self, seed=None):
        rows = list(self._rows)
        _random.Random(seed).shuffle(rows)
        return _Dataset(rows, self._fmt)
    def select(self, idx):
        return _Dataset([self._rows[i] for i in idx], self._fmt)

def _pairs(n, rng):
    rows = []
    for _ in range(n):
        ids = [rng.randrange(len(_EN)) for _ in range(rng.randint(3, 7))]
        rows.append({"en": " ".join(_EN[i] for i in ids).capitalize() + ".", "de": " ".join(_DE[i] for i in ids).capitalize() + "."})
    return rows

def _reviews(n, rng):
    rows = []
    for _ in range(n):
        label = rng.randrange(2)
        words = [rng.choice(_MID) for _ in range(rng.randint(4, 9))] + [rng.choice(_POS if label else _NEG) for _ in range(2)]
        rng.shuffle(words)
        rows.append({"text": " ".join(words) + ".", "label": label})
    return rows

class _DatasetDict(dict):
    def __repr__(self):
        return "DatasetDict({" + ", ".join(f"{k}: {v!r}" for k, v in self.items()) + "})"

def _load_dataset(name, split=None, **kw):
    rng = _random.Random(0)
    if name == "imdb":
        d = _DatasetDict(train=_Dataset(_reviews(48, rng)), test=_Dataset(_reviews(16, rng)))
    else:
        d = _DatasetDict(train=_Dataset(_pairs(40, rng)), validation=_Dataset(_pairs(8, rng)), test=_Dataset(_pairs(8, rng)))
    if split is not None:
        return [d[s] for s in split] if isinstance(split, list) else d[split]
    return d

_module("datasets", load_dataset=_load_dataset, Dataset=_Dataset, DatasetDict=_DatasetDict)

class _Vocab:
    def __init__(self, itos):
        self._itos, self._stoi, self._default = itos, {w: i for i, w in enumerate(itos)}, None
    def __len__(self):
        return len(self._itos)
    def __contains__(self, w):
        return w in self._stoi
    def __getitem__(self, w):
        if w in self._stoi:
            return self._stoi[w]
        if self._default is None:
            raise RuntimeError(f"Token {w} not found and default index is not set")
        return self._default
    def set_default_index(self, i):
        self._default = i
    def get_itos(self):
        return list(self._itos)
    def get_stoi(self):
        return dict(self._stoi)
    def lookup_indices(self, tokens):
        return [self[t] for t in tokens]
    def lookup_tokens(self, ids):
        return [self._itos[i] for i in ids]

def _build_vocab_from_iterator(iterator, min_freq=1, specials=None, special_first=True):
    counts = {}
    for tokens in iterator:
        for t in tokens:
            counts[t] = counts.get(t, 0) + 1
    words = [w for w, c in sorted(counts.items(), key=lambda x: (-x[1], x[0])) if c >= min_freq and w not in (specials or [])]
    return _Vocab(list(specials or []) + words)

def _get_tokenizer(name, language="en"):
    import re
    def basic_english(s):
        s = s.lower()
        for p, r in ((r"\'", " '  "), (r"\"", ""), (r"\.", " . "), (r"<br \/>", " "), (r",", " , "), (r"\(", " ( "),
                     (r"\)", " ) "), (r"\!", " ! "), (r"\?", " ? "), (r"\;", " "), (r"\:", " "), (r"\s+", " ")):
            s = re.sub(p, r, s)
        return s.split()
    return basic_english

class _GloVe:
    def __init__(self, name="840B", dim=32):  # 300 in GloVe; the notebooks here use 32
        self.dim = dim
    def get_vecs_by_tokens(self, tokens):
        g = _torch.Generator().manual_seed(7)
        return _torch.randn(len(tokens), self.dim, generator=g)

_tt = _module("torchtext")
_tt.vocab = _module("torchtext.vocab", build_vocab_from_iterator=_build_vocab_from_iterator, GloVe=_GloVe, Vocab=_Vocab)
_tt.data = _module("torchtext.data")
_tt.data.utils = _module("torchtext.data.utils", get_tokenizer=_get_tokenizer)

class _Tok:
    def __init__(self, text):
        self.text = text
class _Nlp:
    def tokenizer(self, s):
        import re
        return [_Tok(t) for t in re.findall(r"\w+|[^\w\s]", s)]
_module("spacy", load=lambda name: _Nlp())

def _tqdm(it=None, *a, **k):
    return it
_module("tqdm", tqdm=_tqdm, trange=lambda *a, **k: range(*a))

class _Bleu:
    def compute(self, predictions, references, tokenizer=None):
        return {"n": len(predictions)}
_module("evaluate", load=lambda name: _Bleu())

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
# ----- end of stand-ins -----
import collections

import datasets
import matplotlib.pyplot as plt
import numpy as np
import torch
import torch.nn as nn
import torch.optim as optim
import torchtext
import tqdm

seed = 1234

np.random.seed(seed)
torch.manual_seed(seed)
torch.cuda.manual_seed(seed)
torch.backends.cudnn.deterministic = True

train_data, test_data = datasets.load_dataset("imdb", split=["train", "test"])

tokenizer = torchtext.data.utils.get_tokenizer("basic_english")

def tokenize_example(example, tokenizer, max_length):
    tokens = tokenizer(example["text"])[:max_length]
    length = len(tokens)
    return {"tokens": tokens, "length": length}

max_length = 256

train_data = train_data.map(
    tokenize_example, fn_kwargs={"tokenizer": tokenizer, "max_length": max_length}
)
test_data = test_data.map(
    tokenize_example, fn_kwargs={"tokenizer": tokenizer, "max_length": max_length}
)

test_size = 0.25

train_valid_data = train_data.train_test_split(test_size=test_size)
train_data = train_valid_data["train"]
valid_data = train_valid_data["test"]

min_freq = 5
special_tokens = ["<unk>", "<pad>"]

vocab = torchtext.vocab.build_vocab_from_iterator(
    train_data["tokens"],
    min_freq=min_freq,
    specials=special_tokens,
)

unk_index = vocab["<unk>"]
pad_index = vocab["<pad>"]

_show((vocab.set_default_index(unk_index)))

def numericalize_example(example, vocab):
    ids = vocab.lookup_indices(example["tokens"])
    return {"ids": ids}

train_data = train_data.map(numericalize_example, fn_kwargs={"vocab": vocab})
valid_data = valid_data.map(numericalize_example, fn_kwargs={"vocab": vocab})
test_data = test_data.map(numericalize_example, fn_kwargs={"vocab": vocab})

train_data = train_data.with_format(type="torch", columns=["ids", "label", "length"])
valid_data = valid_data.with_format(type="torch", columns=["ids", "label", "length"])
test_data = test_data.with_format(type="torch", columns=["ids", "label", "length"])

_show((train_data[0]))

def get_collate_fn(pad_index):
    def collate_fn(batch):
        batch_ids = [i["ids"] for i in batch]
        batch_ids = nn.utils.rnn.pad_sequence(
            batch_ids, padding_value=pad_index, batch_first=True
        )
        batch_length = [i["length"] for i in batch]
        batch_length = torch.stack(batch_length)
        batch_label = [i["label"] for i in batch]
        batch_label = torch.stack(batch_label)
        batch = {"ids": batch_ids, "length": batch_length, "label": batch_label}
        return batch

    return collate_fn

def get_data_loader(dataset, batch_size, pad_index, shuffle=False):
    collate_fn = get_collate_fn(pad_index)
    data_loader = torch.utils.data.DataLoader(
        dataset=dataset,
        batch_size=batch_size,
        collate_fn=collate_fn,
        shuffle=shuffle,
    )
    return data_loader

batch_size = 8  # 512 in the notebook

train_data_loader = get_data_loader(train_data, batch_size, pad_index, shuffle=True)
valid_data_loader = get_data_loader(valid_data, batch_size, pad_index)
test_data_loader = get_data_loader(test_data, batch_size, pad_index)

class LSTM(nn.Module):
    def __init__(
        self,
        vocab_size,
        embedding_dim,
        hidden_dim,
        output_dim,
        n_layers,
        bidirectional,
        dropout_rate,
        pad_index,
    ):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embedding_dim, padding_idx=pad_index)
        self.lstm = nn.LSTM(
            embedding_dim,
            hidden_dim,
            n_layers,
            bidirectional=bidirectional,
            dropout=dropout_rate,
            batch_first=True,
        )
        self.fc = nn.Linear(hidden_dim * 2 if bidirectional else hidden_dim, output_dim)
        self.dropout = nn.Dropout(dropout_rate)

    def forward(self, ids, length):
        # ids = [batch size, seq len]
        # length = [batch size]
        embedded = self.dropout(self.embedding(ids))
        # embedded = [batch size, seq len, embedding dim]
        packed_embedded = nn.utils.rnn.pack_padded_sequence(
            embedded, length, batch_first=True, enforce_sorted=False
        )
        packed_output, (hidden, cell) = self.lstm(packed_embedded)
        # hidden = [n layers * n directions, batch size, hidden dim]
        # cell = [n layers * n directions, batch size, hidden dim]
        output, output_length = nn.utils.rnn.pad_packed_sequence(packed_output)
        # output = [batch size, seq len, hidden dim * n directions]
        if self.lstm.bidirectional:
            hidden = self.dropout(torch.cat([hidden[-1], hidden[-2]], dim=-1))
            # hidden = [batch size, hidden dim * 2]
        else:
            hidden = self.dropout(hidden[-1])
            # hidden = [batch size, hidden dim]
        prediction = self.fc(hidden)
        # prediction = [batch size, output dim]
        return prediction

vocab_size = len(vocab)
embedding_dim = 32  # 300 in the notebook
hidden_dim = 32  # 300 in the notebook
output_dim = len(train_data.unique("label"))
n_layers = 2
bidirectional = True
dropout_rate = 0.5

model = LSTM(
    vocab_size,
    embedding_dim,
    hidden_dim,
    output_dim,
    n_layers,
    bidirectional,
    dropout_rate,
    pad_index,
)

def count_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


print(f"The model has {count_parameters(model):,} trainable parameters")

def initialize_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.xavier_normal_(m.weight)
        nn.init.zeros_(m.bias)
    elif isinstance(m, nn.LSTM):
        for name, param in m.named_parameters():
            if "bias" in name:
                nn.init.zeros_(param)
            elif "weight" in name:
                nn.init.orthogonal_(param)

_show((model.apply(initialize_weights)))

vectors = torchtext.vocab.GloVe()

pretrained_embedding = vectors.get_vecs_by_tokens(vocab.get_itos())

model.embedding.weight.data = pretrained_embedding

lr = 5e-4

optimizer = optim.Adam(model.parameters(), lr=lr)

criterion = nn.CrossEntropyLoss()

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

_show((device))

model = model.to(device)
criterion = criterion.to(device)

def train(dataloader, model, criterion, optimizer, device):
    model.train()
    epoch_losses = []
    epoch_accs = []
    for batch in tqdm.tqdm(dataloader, desc="training..."):
        ids = batch["ids"].to(device)
        length = batch["length"]
        label = batch["label"].to(device)
        prediction = model(ids, length)
        loss = criterion(prediction, label)
        accuracy = get_accuracy(prediction, label)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        epoch_losses.append(loss.item())
        epoch_accs.append(accuracy.item())
    return np.mean(epoch_losses), np.mean(epoch_accs)

def evaluate(dataloader, model, criterion, device):
    model.eval()
    epoch_losses = []
    epoch_accs = []
    with torch.no_grad():
        for batch in tqdm.tqdm(dataloader, desc="evaluating..."):
            ids = batch["ids"].to(device)
            length = batch["length"]
            label = batch["label"].to(device)
            prediction = model(ids, length)
            loss = criterion(prediction, label)
            accuracy = get_accuracy(prediction, label)
            epoch_losses.append(loss.item())
            epoch_accs.append(accuracy.item())
    return np.mean(epoch_losses), np.mean(epoch_accs)

def get_accuracy(prediction, label):
    batch_size, _ = prediction.shape
    predicted_classes = prediction.argmax(dim=-1)
    correct_predictions = predicted_classes.eq(label).sum()
    accuracy = correct_predictions / batch_size
    return accuracy

n_epochs = 3  # 10 in the notebook
best_valid_loss = float("inf")

metrics = collections.defaultdict(list)

for epoch in range(n_epochs):
    train_loss, train_acc = train(
        train_data_loader, model, criterion, optimizer, device
    )
    valid_loss, valid_acc = evaluate(valid_data_loader, model, criterion, device)
    metrics["train_losses"].append(train_loss)
    metrics["train_accs"].append(train_acc)
    metrics["valid_losses"].append(valid_loss)
    metrics["valid_accs"].append(valid_acc)
    if valid_loss < best_valid_loss:
        best_valid_loss = valid_loss
        torch.save(model.state_dict(), "lstm.pt")
    print(f"epoch: {epoch}")
    print(f"train_loss: {train_loss:.3f}, train_acc: {train_acc:.3f}")
    print(f"valid_loss: {valid_loss:.3f}, valid_acc: {valid_acc:.3f}")

fig = plt.figure(figsize=(10, 6))
ax = fig.add_subplot(1, 1, 1)
ax.plot(metrics["train_losses"], label="train loss")
ax.plot(metrics["valid_losses"], label="valid loss")
ax.set_xlabel("epoch")
ax.set_ylabel("loss")
ax.set_xticks(range(n_epochs))
ax.legend()
_show((ax.grid()))

fig = plt.figure(figsize=(10, 6))
ax = fig.add_subplot(1, 1, 1)
ax.plot(metrics["train_accs"], label="train accuracy")
ax.plot(metrics["valid_accs"], label="valid accuracy")
ax.set_xlabel("epoch")
ax.set_ylabel("loss")
ax.set_xticks(range(n_epochs))
ax.legend()
_show((ax.grid()))

model.load_state_dict(torch.load("lstm.pt"))

test_loss, test_acc = evaluate(test_data_loader, model, criterion, device)

print(f"test_loss: {test_loss:.3f}, test_acc: {test_acc:.3f}")

def predict_sentiment(text, model, tokenizer, vocab, device):
    tokens = tokenizer(text)
    ids = vocab.lookup_indices(tokens)
    length = torch.LongTensor([len(ids)])
    tensor = torch.LongTensor(ids).unsqueeze(dim=0).to(device)
    prediction = model(tensor, length).squeeze(dim=0)
    probability = torch.softmax(prediction, dim=-1)
    predicted_class = prediction.argmax(dim=-1).item()
    predicted_probability = probability[predicted_class].item()
    return predicted_class, predicted_probability

text = "This film is terrible!"

_show((predict_sentiment(text, model, tokenizer, vocab, device)))

text = "This film is great!"

_show((predict_sentiment(text, model, tokenizer, vocab, device)))

text = "This film is not terrible, it's great!"

_show((predict_sentiment(text, model, tokenizer, vocab, device)))

text = "This film is not great, it's terrible!"

_show((predict_sentiment(text, model, tokenizer, vocab, device)))

# bentrevett/pytorch-seq2seq, 2 - Learning Phrase Representations using RNN Encoder-Decoder for Statistical Machine Translation.ipynb, commit b3cd54c72cd6e4e63f672d334c795b4fe744ef92, MIT License.
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
import torch
import torch.nn as nn
import torch.optim as optim
import random
import numpy as np
import spacy
import datasets
import torchtext
import tqdm
import evaluate

seed = 1234

random.seed(seed)
np.random.seed(seed)
torch.manual_seed(seed)
torch.cuda.manual_seed(seed)
torch.backends.cudnn.deterministic = True

dataset = datasets.load_dataset("bentrevett/multi30k")

train_data, valid_data, test_data = (
    dataset["train"],
    dataset["validation"],
    dataset["test"],
)

en_nlp = spacy.load("en_core_web_sm")
de_nlp = spacy.load("de_core_news_sm")

def tokenize_example(example, en_nlp, de_nlp, max_length, lower, sos_token, eos_token):
    en_tokens = [token.text for token in en_nlp.tokenizer(example["en"])][:max_length]
    de_tokens = [token.text for token in de_nlp.tokenizer(example["de"])][:max_length]
    if lower:
        en_tokens = [token.lower() for token in en_tokens]
        de_tokens = [token.lower() for token in de_tokens]
    en_tokens = [sos_token] + en_tokens + [eos_token]
    de_tokens = [sos_token] + de_tokens + [eos_token]
    return {"en_tokens": en_tokens, "de_tokens": de_tokens}

max_length = 1_000
lower = True
sos_token = "<sos>"
eos_token = "<eos>"

fn_kwargs = {
    "en_nlp": en_nlp,
    "de_nlp": de_nlp,
    "max_length": max_length,
    "lower": lower,
    "sos_token": sos_token,
    "eos_token": eos_token,
}

train_data = train_data.map(tokenize_example, fn_kwargs=fn_kwargs)
valid_data = valid_data.map(tokenize_example, fn_kwargs=fn_kwargs)
test_data = test_data.map(tokenize_example, fn_kwargs=fn_kwargs)

min_freq = 2
unk_token = "<unk>"
pad_token = "<pad>"

special_tokens = [
    unk_token,
    pad_token,
    sos_token,
    eos_token,
]

en_vocab = torchtext.vocab.build_vocab_from_iterator(
    train_data["en_tokens"],
    min_freq=min_freq,
    specials=special_tokens,
)

de_vocab = torchtext.vocab.build_vocab_from_iterator(
    train_data["de_tokens"],
    min_freq=min_freq,
    specials=special_tokens,
)

assert en_vocab[unk_token] == de_vocab[unk_token]
assert en_vocab[pad_token] == de_vocab[pad_token]

unk_index = en_vocab[unk_token]
pad_index = en_vocab[pad_token]

en_vocab.set_default_index(unk_index)
_show((de_vocab.set_default_index(unk_index)))

def numericalize_example(example, en_vocab, de_vocab):
    en_ids = en_vocab.lookup_indices(example["en_tokens"])
    de_ids = de_vocab.lookup_indices(example["de_tokens"])
    return {"en_ids": en_ids, "de_ids": de_ids}

fn_kwargs = {"en_vocab": en_vocab, "de_vocab": de_vocab}

train_data = train_data.map(numericalize_example, fn_kwargs=fn_kwargs)
valid_data = valid_data.map(numericalize_example, fn_kwargs=fn_kwargs)
test_data = test_data.map(numericalize_example, fn_kwargs=fn_kwargs)

data_type = "torch"
format_columns = ["en_ids", "de_ids"]

train_data = train_data.with_format(
    type=data_type, columns=format_columns, output_all_columns=True
)

valid_data = valid_data.with_format(
    type=data_type,
    columns=format_columns,
    output_all_columns=True,
)

test_data = test_data.with_format(
    type=data_type,
    columns=format_columns,
    output_all_columns=True,
)

def get_collate_fn(pad_index):
    def collate_fn(batch):
        batch_en_ids = [example["en_ids"] for example in batch]
        batch_de_ids = [example["de_ids"] for example in batch]
        batch_en_ids = nn.utils.rnn.pad_sequence(batch_en_ids, padding_value=pad_index)
        batch_de_ids = nn.utils.rnn.pad_sequence(batch_de_ids, padding_value=pad_index)
        batch = {
            "en_ids": batch_en_ids,
            "de_ids": batch_de_ids,
        }
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

batch_size = 8  # 128 in the notebook

train_data_loader = get_data_loader(train_data, batch_size, pad_index, shuffle=True)
valid_data_loader = get_data_loader(valid_data, batch_size, pad_index)
test_data_loader = get_data_loader(test_data, batch_size, pad_index)

class Encoder(nn.Module):
    def __init__(self, input_dim, embedding_dim, hidden_dim, dropout):
        super().__init__()
        self.hidden_dim = hidden_dim
        self.embedding = nn.Embedding(input_dim, embedding_dim)
        self.rnn = nn.GRU(embedding_dim, hidden_dim)
        self.dropout = nn.Dropout(dropout)

    def forward(self, src):
        # src = [src length, batch size]
        embedded = self.dropout(self.embedding(src))
        # embedded = [src length, batch size, embedding dim]
        outputs, hidden = self.rnn(embedded)  # no cell state in GRU!
        # outputs = [src length, batch size, hidden dim * n directions]
        # hidden = [n layers * n directions, batch size, hidden dim]
        # outputs are always from the top hidden layer
        return hidden

class Decoder(nn.Module):
    def __init__(self, output_dim, embedding_dim, hidden_dim, dropout):
        super().__init__()
        self.hidden_dim = hidden_dim
        self.output_dim = output_dim
        self.embedding = nn.Embedding(output_dim, embedding_dim)
        self.rnn = nn.GRU(embedding_dim + hidden_dim, hidden_dim)
        self.fc_out = nn.Linear(embedding_dim + hidden_dim * 2, output_dim)
        self.dropout = nn.Dropout(dropout)

    def forward(self, input, hidden, context):
        # input = [batch size]
        # hidden = [n layers * n directions, batch size, hidden dim]
        # context = [n layers * n directions, batch size, hidden dim]
        # n layers and n directions in the decoder will both always be 1, therefore:
        # hidden = [1, batch size, hidden dim]
        # context = [1, batch size, hidden dim]
        input = input.unsqueeze(0)
        # input = [1, batch size]
        embedded = self.dropout(self.embedding(input))
        # embedded = [1, batch size, embedding dim]
        emb_con = torch.cat((embedded, context), dim=2)
        # emb_con = [1, batch size, embedding dim + hidden dim]
        output, hidden = self.rnn(emb_con, hidden)
        # output = [seq len, batch size, hidden dim * n directions]
        # hidden = [n layers * n directions, batch size, hidden dim]
        # seq len, n layers and n directions will always be 1 in this decoder, therefore:
        # output = [1, batch size, hidden dim]
        # hidden = [1, batch size, hidden dim]
        output = torch.cat(
            (embedded.squeeze(0), hidden.squeeze(0), context.squeeze(0)), dim=1
        )
        # output = [batch size, embedding dim + hidden dim * 2]
        prediction = self.fc_out(output)
        # prediction = [batch size, output dim]
        return prediction, hidden

class Seq2Seq(nn.Module):
    def __init__(self, encoder, decoder, device):
        super().__init__()
        self.encoder = encoder
        self.decoder = decoder
        self.device = device
        assert (
            encoder.hidden_dim == decoder.hidden_dim
        ), "Hidden dimensions of encoder and decoder must be equal!"

    def forward(self, src, trg, teacher_forcing_ratio):
        # src = [src length, batch size]
        # trg = [trg length, batch size]
        # teacher_forcing_ratio is probability to use teacher forcing
        # e.g. if teacher_forcing_ratio is 0.75 we use ground-truth inputs 75% of the time
        batch_size = trg.shape[1]
        trg_length = trg.shape[0]
        trg_vocab_size = self.decoder.output_dim
        # tensor to store decoder outputs
        outputs = torch.zeros(trg_length, batch_size, trg_vocab_size).to(self.device)
        # last hidden state of the encoder is the context
        context = self.encoder(src)
        # context = [n layers * n directions, batch size, hidden dim]
        # context also used as the initial hidden state of the decoder
        hidden = context
        # hidden = [n layers * n directions, batch size, hidden dim]
        # first input to the decoder is the <sos> tokens
        input = trg[0, :]
        for t in range(1, trg_length):
            # insert input token embedding, previous hidden state and the context state
            # receive output tensor (predictions) and new hidden state
            output, hidden = self.decoder(input, hidden, context)
            # output = [batch size, output dim]
            # hidden = [1, batch size, hidden dim]
            # place predictions in a tensor holding predictions for each token
            outputs[t] = output
            # decide if we are going to use teacher forcing or not
            teacher_force = random.random() < teacher_forcing_ratio
            # get the highest predicted token from our predictions
            top1 = output.argmax(1)
            # if teacher forcing, use actual next token as next input
            # if not, use predicted token
            input = trg[t] if teacher_force else top1
            # input = [batch size]
        return outputs

input_dim = len(de_vocab)
output_dim = len(en_vocab)
encoder_embedding_dim = 16  # 256 in the notebook
decoder_embedding_dim = 16  # 256 in the notebook
hidden_dim = 32  # 512 in the notebook
encoder_dropout = 0.5
decoder_dropout = 0.5
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

encoder = Encoder(
    input_dim,
    encoder_embedding_dim,
    hidden_dim,
    encoder_dropout,
)

decoder = Decoder(
    output_dim,
    decoder_embedding_dim,
    hidden_dim,
    decoder_dropout,
)

model = Seq2Seq(encoder, decoder, device).to(device)

def init_weights(m):
    for name, param in m.named_parameters():
        nn.init.normal_(param.data, mean=0, std=0.01)


_show((model.apply(init_weights)))

def count_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


print(f"The model has {count_parameters(model):,} trainable parameters")

optimizer = optim.Adam(model.parameters())

criterion = nn.CrossEntropyLoss(ignore_index=pad_index)

def train_fn(
    model, data_loader, optimizer, criterion, clip, teacher_forcing_ratio, device
):
    model.train()
    epoch_loss = 0
    for i, batch in enumerate(data_loader):
        src = batch["de_ids"].to(device)
        trg = batch["en_ids"].to(device)
        # src = [src length, batch size]
        # trg = [trg length, batch size]
        optimizer.zero_grad()
        output = model(src, trg, teacher_forcing_ratio)
        # output = [trg length, batch size, trg vocab size]
        output_dim = output.shape[-1]
        output = output[1:].view(-1, output_dim)
        # output = [(trg length - 1) * batch size, trg vocab size]
        trg = trg[1:].view(-1)
        # trg = [(trg length - 1) * batch size]
        loss = criterion(output, trg)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), clip)
        optimizer.step()
        epoch_loss += loss.item()
    return epoch_loss / len(data_loader)

def evaluate_fn(model, data_loader, criterion, device):
    model.eval()
    epoch_loss = 0
    with torch.no_grad():
        for i, batch in enumerate(data_loader):
            src = batch["de_ids"].to(device)
            trg = batch["en_ids"].to(device)
            # src = [src length, batch size]
            # trg = [trg length, batch size]
            output = model(src, trg, 0)  # turn off teacher forcing
            # output = [trg length, batch size, trg vocab size]
            output_dim = output.shape[-1]
            output = output[1:].view(-1, output_dim)
            # output = [(trg length - 1) * batch size, trg vocab size]
            trg = trg[1:].view(-1)
            # trg = [(trg length - 1) * batch size]
            loss = criterion(output, trg)
            epoch_loss += loss.item()
    return epoch_loss / len(data_loader)

n_epochs = 3  # 10 in the notebook
clip = 1.0
teacher_forcing_ratio = 0.5

best_valid_loss = float("inf")

for epoch in tqdm.tqdm(range(n_epochs)):
    train_loss = train_fn(
        model,
        train_data_loader,
        optimizer,
        criterion,
        clip,
        teacher_forcing_ratio,
        device,
    )
    valid_loss = evaluate_fn(
        model,
        valid_data_loader,
        criterion,
        device,
    )
    if valid_loss < best_valid_loss:
        best_valid_loss = valid_loss
        torch.save(model.state_dict(), "tut2-model.pt")
    print(f"\tTrain Loss: {train_loss:7.3f} | Train PPL: {np.exp(train_loss):7.3f}")
    print(f"\tValid Loss: {valid_loss:7.3f} | Valid PPL: {np.exp(valid_loss):7.3f}")

model.load_state_dict(torch.load("tut2-model.pt"))

test_loss = evaluate_fn(model, test_data_loader, criterion, device)

print(f"| Test Loss: {test_loss:.3f} | Test PPL: {np.exp(test_loss):7.3f} |")

def translate_sentence(
    sentence,
    model,
    en_nlp,
    de_nlp,
    en_vocab,
    de_vocab,
    lower,
    sos_token,
    eos_token,
    device,
    max_output_length=25,
):
    model.eval()
    with torch.no_grad():
        if isinstance(sentence, str):
            tokens = [token.text for token in de_nlp.tokenizer(sentence)]
        else:
            tokens = [token for token in sentence]
        if lower:
            tokens = [token.lower() for token in tokens]
        tokens = [sos_token] + tokens + [eos_token]
        ids = de_vocab.lookup_indices(tokens)
        tensor = torch.LongTensor(ids).unsqueeze(-1).to(device)
        context = model.encoder(tensor)
        hidden = context
        inputs = en_vocab.lookup_indices([sos_token])
        for _ in range(max_output_length):
            inputs_tensor = torch.LongTensor([inputs[-1]]).to(device)
            output, hidden = model.decoder(inputs_tensor, hidden, context)
            predicted_token = output.argmax(-1).item()
            inputs.append(predicted_token)
            if predicted_token == en_vocab[eos_token]:
                break
        tokens = en_vocab.lookup_tokens(inputs)
    return tokens

sentence = test_data[0]["de"]
expected_translation = test_data[0]["en"]

_show((sentence, expected_translation))

translation = translate_sentence(
    sentence,
    model,
    en_nlp,
    de_nlp,
    en_vocab,
    de_vocab,
    lower,
    sos_token,
    eos_token,
    device,
)

_show((translation))

sentence = "Ein Mann sieht sich einen Film an."

translation = translate_sentence(
    sentence,
    model,
    en_nlp,
    de_nlp,
    en_vocab,
    de_vocab,
    lower,
    sos_token,
    eos_token,
    device,
)

_show((translation))

translations = [
    translate_sentence(
        example["de"],
        model,
        en_nlp,
        de_nlp,
        en_vocab,
        de_vocab,
        lower,
        sos_token,
        eos_token,
        device,
    )
    for example in tqdm.tqdm(test_data)
]

bleu = evaluate.load("bleu")

predictions = [" ".join(translation[1:-1]) for translation in translations]

references = [[example["en"]] for example in test_data]

def get_tokenizer_fn(nlp, lower):
    def tokenizer_fn(s):
        tokens = [token.text for token in nlp.tokenizer(s)]
        if lower:
            tokens = [token.lower() for token in tokens]
        return tokens

    return tokenizer_fn

tokenizer_fn = get_tokenizer_fn(en_nlp, lower)

results = bleu.compute(
    predictions=predictions, references=references, tokenizer=tokenizer_fn
)

_show((results))

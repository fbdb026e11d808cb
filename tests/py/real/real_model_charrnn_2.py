# spro/char-rnn.pytorch, helpers.py + model.py + generate.py, commit 282bcb6b15ab3929d6a588b455cfc0f19f32add4, MIT License.
# Verbatim; generate.py runs as a script on a model the driver saved first (whole-module checkpoints need TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD since PyTorch 2.6).
# --- stand-ins (nnscope): unidecode (text is ASCII already), tqdm (pass-through), the training text written to
# the sandbox's file system, and the command line (sys.argv) the script is run with ---
import sys, random
class unidecode:
    @staticmethod
    def unidecode(s):
        return s
def tqdm(it, *a, **k):
    return it
_TEXT = ("First Citizen: Before we proceed any further, hear me speak. All: Speak, speak. First Citizen: You are all "
         "resolved rather to die than to famish? All: Resolved. resolved. First Citizen: First, you know Caius Marcius "
         "is chief enemy to the people. All: We know't, we know't. First Citizen: Let us kill him, and we'll have corn "
         "at our own price. Is't a verdict? All: No more talking on't; let it be done: away, away! ") * 3
with open("shakespeare.txt", "w") as _f:
    _f.write(_TEXT)
random.seed(0)
torch_seed = 0
import torch
# ===== helpers.py =====
# https://github.com/spro/char-rnn.pytorch

# import unidecode  (concatenated above)
import string
import random
import time
import math
import torch

# Reading and un-unicode-encoding data

all_characters = string.printable
n_characters = len(all_characters)

def read_file(filename):
    file = unidecode.unidecode(open(filename).read())
    return file, len(file)

# Turning a string into a tensor

def char_tensor(string):
    tensor = torch.zeros(len(string)).long()
    for c in range(len(string)):
        try:
            tensor[c] = all_characters.index(string[c])
        except:
            continue
    return tensor

# Readable time elapsed

def time_since(since):
    s = time.time() - since
    m = math.floor(s / 60)
    s -= m * 60
    return '%dm %ds' % (m, s)


# ===== model.py =====
# https://github.com/spro/char-rnn.pytorch

import torch
import torch.nn as nn
from torch.autograd import Variable

class CharRNN(nn.Module):
    def __init__(self, input_size, hidden_size, output_size, model="gru", n_layers=1):
        super(CharRNN, self).__init__()
        self.model = model.lower()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.output_size = output_size
        self.n_layers = n_layers

        self.encoder = nn.Embedding(input_size, hidden_size)
        if self.model == "gru":
            self.rnn = nn.GRU(hidden_size, hidden_size, n_layers)
        elif self.model == "lstm":
            self.rnn = nn.LSTM(hidden_size, hidden_size, n_layers)
        self.decoder = nn.Linear(hidden_size, output_size)

    def forward(self, input, hidden):
        batch_size = input.size(0)
        encoded = self.encoder(input)
        output, hidden = self.rnn(encoded.view(1, batch_size, -1), hidden)
        output = self.decoder(output.view(batch_size, -1))
        return output, hidden

    def forward2(self, input, hidden):
        encoded = self.encoder(input.view(1, -1))
        output, hidden = self.rnn(encoded.view(1, 1, -1), hidden)
        output = self.decoder(output.view(1, -1))
        return output, hidden

    def init_hidden(self, batch_size):
        if self.model == "lstm":
            return (Variable(torch.zeros(self.n_layers, batch_size, self.hidden_size)),
                    Variable(torch.zeros(self.n_layers, batch_size, self.hidden_size)))
        return Variable(torch.zeros(self.n_layers, batch_size, self.hidden_size))


# --- driver part (nnscope): a small GRU and an LSTM saved as the training script saves them ---
import os
os.environ["TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD"] = "1"
torch.manual_seed(0)
torch.save(CharRNN(n_characters, 16, n_characters, model="gru", n_layers=2), "gru.pt")
torch.save(CharRNN(n_characters, 16, n_characters, model="lstm", n_layers=1), "lstm.pt")
sys.argv = ["generate.py", "gru.pt", "-p", "Wh", "-l", "40", "-t", "0.5"]
torch.manual_seed(1)
# ===== generate.py =====
#!/usr/bin/env python
# https://github.com/spro/char-rnn.pytorch

import torch
import os
import argparse

# from helpers import *  (concatenated above)
# from model import *  (concatenated above)

def generate(decoder, prime_str='A', predict_len=100, temperature=0.8, cuda=False):
    hidden = decoder.init_hidden(1)
    prime_input = Variable(char_tensor(prime_str).unsqueeze(0))

    if cuda:
        hidden = hidden.cuda()
        prime_input = prime_input.cuda()
    predicted = prime_str

    # Use priming string to "build up" hidden state
    for p in range(len(prime_str) - 1):
        _, hidden = decoder(prime_input[:,p], hidden)
        
    inp = prime_input[:,-1]
    
    for p in range(predict_len):
        output, hidden = decoder(inp, hidden)
        
        # Sample from the network as a multinomial distribution
        output_dist = output.data.view(-1).div(temperature).exp()
        top_i = torch.multinomial(output_dist, 1)[0]

        # Add predicted character to string and use as next input
        predicted_char = all_characters[top_i]
        predicted += predicted_char
        inp = Variable(char_tensor(predicted_char).unsqueeze(0))
        if cuda:
            inp = inp.cuda()

    return predicted

# Run as standalone script
if __name__ == '__main__':

# Parse command line arguments
    argparser = argparse.ArgumentParser()
    argparser.add_argument('filename', type=str)
    argparser.add_argument('-p', '--prime_str', type=str, default='A')
    argparser.add_argument('-l', '--predict_len', type=int, default=100)
    argparser.add_argument('-t', '--temperature', type=float, default=0.8)
    argparser.add_argument('--cuda', action='store_true')
    args = argparser.parse_args()

    decoder = torch.load(args.filename)
    del args.filename
    print(generate(decoder, **vars(args)))


# --- driver (nnscope): the LSTM variant, and the helpers ---
torch.manual_seed(2)
m = torch.load("lstm.pt")
print(type(m.init_hidden(2)).__name__, m.init_hidden(2)[0].shape)
print(repr(generate(m, "Th", 30, temperature=1.0)))
print(char_tensor("Hello\u00e9!"), n_characters)
print(time_since(time.time()))

# udacity/deep-learning-v2-pytorch (MIT) @ c9404fc86181fc3f0906b368697268257f348535, intro-neural-networks/gradient-descent/GradientDescentSolutions.ipynb: the code cells in order, verbatim;
# Adapted: plots commented out ("# (plot)"), cells that read files or need other packages left out; seeded
# random data in place of the data sets (stand-ins marked); epochs/steps cut to a few, losses printed to 4 decimals.
# dropped cells (plots, downloads, third-party packages): none.
# a cell's last bare expression is shown as the notebook shows it (_show: repr, None not shown).
def _show(*v):
    v = v[0] if len(v) == 1 else v
    if v is not None:
        r = repr(v)
        print(r.split(' at 0x')[0] + '>' if ' at 0x' in r else r)  # no addresses
import torch, random  # driver: seeds
torch.manual_seed(0)
random.seed(0)
# ---- cell 1
# Activation (sigmoid) function
def sigmoid(x):
    return 1 / (1 + np.exp(-x))

def output_formula(features, weights, bias):
    return sigmoid(np.dot(features, weights) + bias)

def error_formula(y, output):
    return - y*np.log(output) - (1 - y) * np.log(1-output)

def update_weights(x, y, weights, bias, learnrate):
    output = output_formula(x, weights, bias)
    d_error = y - output
    weights += learnrate * d_error * x
    bias += learnrate * d_error
    return weights, bias
# ---- driver (not in the notebook): the notebook only defines these; call them on a small example
import numpy as np
x = np.array([0.5, -1.0, 2.0]); weights = np.array([0.1, 0.2, -0.3]); bias = 0.0
for y in (1, 0, 1):
    out = output_formula(x, weights, bias)
    print(round(float(out), 6), round(float(error_formula(y, out)), 6))
    weights, bias = update_weights(x, y, weights, bias, 0.1)
    print(weights.round(6), round(float(bias), 6), type(weights).__name__, weights.dtype)

# udacity/deep-learning-v2-pytorch (MIT) @ c9404fc86181fc3f0906b368697268257f348535, attention/Attention_Basics_Solution.ipynb: the code cells in order, verbatim;
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
dec_hidden_state = [5,1,20]
# ---- cell 3
import numpy as np
np.random.seed(0)  # driver: seed

# Let's visualize our decoder hidden state
# (plot) plt.figure(figsize=(1.5, 4.5))
# (plot) _show(sns.heatmap(np.transpose(np.matrix(dec_hidden_state)), annot=True, cmap=sns.light_palette("purple", as_cmap=True), linewidths=1))
# ---- cell 5
annotation = [3,12,45] #e.g. Encoder hidden state
# ---- cell 6
# Let's visualize the single annotation
# (plot) plt.figure(figsize=(1.5, 4.5))
# (plot) _show(sns.heatmap(np.transpose(np.matrix(annotation)), annot=True, cmap=sns.light_palette("orange", as_cmap=True), linewidths=1))
# ---- cell 8
def single_dot_attention_score(dec_hidden_state, enc_hidden_state):
    # TODO: return the dot product of the two vectors
    return np.dot(dec_hidden_state, enc_hidden_state)
    
_show(single_dot_attention_score(dec_hidden_state, annotation))
# ---- cell 10
annotations = np.transpose([[3,12,45], [59,2,5], [1,43,5], [4,3,45.3]])
# ---- cell 12
# Let's visualize our annotation (each column is an annotation)
# (plot) ax = sns.heatmap(annotations, annot=True, cmap=sns.light_palette("orange", as_cmap=True), linewidths=1)
# ---- cell 14
def dot_attention_score(dec_hidden_state, annotations):
    # TODO: return the product of dec_hidden_state transpose and enc_hidden_states
    return np.matmul(np.transpose(dec_hidden_state), annotations)
    
attention_weights_raw = dot_attention_score(dec_hidden_state, annotations)
_show(attention_weights_raw)
# ---- cell 16
def softmax(x):
    x = np.array(x, dtype=np.float128)
    e_x = np.exp(x)
    return e_x / e_x.sum(axis=0) 

attention_weights = softmax(attention_weights_raw)
_show(attention_weights)
# ---- cell 18
def apply_attention_scores(attention_weights, annotations):
    # TODO: Multiple the annotations by their weights
    return attention_weights * annotations

applied_attention = apply_attention_scores(attention_weights, annotations)
_show(applied_attention)
# ---- cell 20
# Let's visualize our annotations after applying attention to them
# (plot) ax = sns.heatmap(applied_attention, annot=True, cmap=sns.light_palette("orange", as_cmap=True), linewidths=1)
# ---- cell 22
def calculate_attention_vector(applied_attention):
    return np.sum(applied_attention, axis=1)

attention_vector = calculate_attention_vector(applied_attention)
_show(attention_vector)
# ---- cell 23
# Let's visualize the attention context vector
# (plot) plt.figure(figsize=(1.5, 4.5))
# (plot) _show(sns.heatmap(np.transpose(np.matrix(attention_vector)), annot=True, cmap=sns.light_palette("Blue", as_cmap=True), linewidths=1))

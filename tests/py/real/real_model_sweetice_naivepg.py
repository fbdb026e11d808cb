# sweetice/Deep-reinforcement-learning-with-pytorch Char02 Policy Gradient/naive-policy-gradient.py @ 7b9fac7e5e40ffdc6f7ccb8b0a81e7841370a996 (MIT)
# The script verbatim except sizes (episode / step counts, buffer and batch sizes: marked by the substitutions
# listed here: ^num_episode = 5000 -> num_episode = 12; ^batch_size = 32 -> batch_size = 4); gym is replaced by a tiny
# deterministic environment with the same interface, matplotlib and tensorboardX by no-op stand-ins (data, I/O).
# ---- nnscope stand-in for gym (data, not agent code): a tiny deterministic environment with gym's classic
# interface (reset() -> obs, step(a) -> (obs, reward, done, info), spaces with shape / n / high / low / sample, seed),
# its own random.Random, episodes of at most _max_episode_steps steps. Registered as the module `gym`.
import sys as _sys, types as _types, math as _math, random as _random
import numpy as _np
class _Space:
    def __init__(self, n=None, shape=(), high=1.0):
        self.n, self.shape, self._rng = n, shape, _random.Random(0)
        if n is None:
            self.high = _np.array([high] * shape[0], dtype=_np.float32)
            self.low = -self.high
    def seed(self, s=None):
        self._rng.seed(s)
        return [s]
    def sample(self):
        if self.n is not None:
            return self._rng.randrange(self.n)
        return _np.array([self._rng.uniform(-float(h), float(h)) for h in self.high], dtype=_np.float32)
class _Spec:
    def __init__(self, steps):
        self.max_episode_steps, self.reward_threshold, self.id = steps, 195.0, 'nnscope-v0'
class _Env:
    _table = {'CartPole-v0': (4, 2, None), 'CartPole-v1': (4, 2, None), 'MountainCar-v0': (2, 3, None),
              'Acrobot-v1': (6, 3, None), 'LunarLander-v2': (8, 4, None),
              'Pendulum-v0': (3, None, (1, 2.0)), 'Pendulum-v1': (3, None, (1, 2.0)),
              'MountainCarContinuous-v0': (2, None, (1, 1.0)), 'BipedalWalker-v2': (24, None, (4, 1.0)),
              'HalfCheetah-v2': (17, None, (6, 1.0)), 'LunarLanderContinuous-v2': (8, None, (2, 1.0))}
    def __init__(self, name, steps=20):
        obs, n, box = self._table[name]
        self.observation_space = _Space(shape=(obs,), high=10.0)
        self.action_space = _Space(n=n) if n else _Space(shape=(box[0],), high=box[1])
        self._max_episode_steps = steps
        self.spec = _Spec(steps)
        self.unwrapped = self
        self._rng = _random.Random(0)
        self._obs = obs
        self.state = [0.0] * obs
        self.x_threshold, self.theta_threshold_radians = 2.4, 12 * 2 * _math.pi / 360
    def seed(self, s=None):
        self._rng.seed(s)
        return [s]
    def reset(self):
        self.t = 0
        self.state = [self._rng.uniform(-0.05, 0.05) for _ in range(self._obs)]
        return _np.array(self.state, dtype=_np.float32)
    def step(self, action):
        if hasattr(action, 'tolist'):
            action = action.tolist()
        a = action if isinstance(action, list) else [action]
        while a and isinstance(a[0], list):
            a = a[0]
        if self.action_space.n is not None:
            u = [(float(a[0]) - (self.action_space.n - 1) / 2.0)]
        else:
            h = float(self.action_space.high[0])
            u = [max(-h, min(h, float(x))) / h for x in a]
        s = self.state
        k = len(u)
        s = [0.95 * x + 0.1 * _math.sin(1.0 + i + x) + 0.2 * u[i % k] for i, x in enumerate(s)]
        self.state = s
        self.t += 1
        reward = 1.0 - abs(s[0]) - 0.1 * sum(x * x for x in u)
        done = abs(s[0]) > 1.0 or self.t >= self._max_episode_steps
        return _np.array(s, dtype=_np.float32), round(reward, 6), done, {}
    def render(self, *args, **kwargs):
        return None
    def close(self):
        pass
_gym = _types.ModuleType('gym')
_gym.make = lambda name, **kw: _Env(name)
_gym.Env = _Env
_gym.spaces = _types.SimpleNamespace(Discrete=_Space, Box=_Space)
_sys.modules['gym'] = _gym
# ---- end of the stand-in
# ---- nnscope stand-ins for plotting and logging (no display, no files): matplotlib.pyplot and tensorboardX
class _NoOp:
    def __init__(self, *a, **k): pass
    def __call__(self, *a, **k): return _NoOp()
    def __getattr__(self, name): return _NoOp()
    def __iter__(self): return iter((_NoOp(), _NoOp()))
_sys.modules['matplotlib'] = _NoOp()
_sys.modules['matplotlib.pyplot'] = _NoOp()
_sys.modules['tensorboardX'] = _types.SimpleNamespace(SummaryWriter=_NoOp)
# ---- end of the stand-ins
# ---- nnscope: every generator seeded (the script seeds none, or only some)
import torch as _torch
_torch.manual_seed(0)
_np.random.seed(0)
_random.seed(0)
# ---- Char02 Policy Gradient/naive-policy-gradient.py (verbatim) ----
import numpy as np
import gym
import matplotlib.pyplot as plt
from itertools import count

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.autograd import Variable
from torch.distributions import Categorical


#Hyperparameters
learning_rate = 0.01
gamma = 0.98

num_episode = 12
batch_size = 4


env = gym.make('CartPole-v0')
state_space = env.observation_space.shape[0]
action_space = env.action_space.n

def plot_durations(episode_durations):
    plt.ion()
    plt.figure(2)
    plt.clf()
    duration_t = torch.FloatTensor(episode_durations)
    plt.title('Training')
    plt.xlabel('Episodes')
    plt.ylabel('Duration')
    plt.plot(duration_t.numpy())

    if len(duration_t) >= 100:
        means = duration_t.unfold(0,100,1).mean(1).view(-1)
        means = torch.cat((torch.zeros(99), means))
        plt.plot(means.numpy())

    plt.pause(0.00001)

class Policy(nn.Module):

    def __init__(self):
        super(Policy, self).__init__()

        self.state_space = state_space
        self.action_space = action_space

        self.fc1 = nn.Linear(self.state_space, 128)
        self.fc2 = nn.Linear(128, self.action_space)

    def forward(self, x):
        x = self.fc1(x)
        #x = F.dropout(x, 0.5)
        x = F.relu(x)
        x = F.softmax(self.fc2(x), dim=-1)

        return x

policy = Policy()
optimizer = torch.optim.Adam(policy.parameters(), lr=learning_rate)



def train():

    episode_durations = []
    #Batch_history
    state_pool = []
    action_pool = []
    reward_pool = []
    steps = 0

    for episode in range(num_episode):
        state = env.reset()
        state = torch.from_numpy(state).float()
        state = Variable(state)

        env.render()

        for t in count():
            probs = policy(state)
            c = Categorical(probs)
            action = c.sample()

            action = action.data.numpy().astype('int32')
            next_state, reward, done, info = env.step(action)
            reward = 0 if done else reward # correct the reward
            env.render()

            state_pool.append(state)
            action_pool.append(float(action))
            reward_pool.append(reward)

            state = next_state
            state = torch.from_numpy(state).float()
            state = Variable(state)

            steps += 1

            if done:
                episode_durations.append(t+1)
                plot_durations(episode_durations)
                break

        # update policy
        if episode >0 and episode % batch_size == 0:

            r = 0
            '''
            for i in reversed(range(steps)):
                if reward_pool[i] == 0:
                    running_add = 0
                else:
                    running_add = running_add * gamma +reward_pool[i]
                    reward_pool[i] = running_add
            '''
            for i in reversed(range(steps)):
                if reward_pool[i] == 0:
                    r = 0
                else:
                    r = r * gamma + reward_pool[i]
                    reward_pool[i] = r

            #Normalize reward
            reward_mean = np.mean(reward_pool)
            reward_std = np.std(reward_pool)
            reward_pool = (reward_pool-reward_mean)/reward_std

            #gradiend desent
            optimizer.zero_grad()

            for i in range(steps):
                state = state_pool[i]
                action = Variable(torch.FloatTensor([action_pool[i]]))
                reward = reward_pool[i]

                probs = policy(state)
                c = Categorical(probs)

                loss = -c.log_prob(action) * reward
                loss.backward()

            optimizer.step()

            # clear the batch pool
            state_pool = []
            action_pool = []
            reward_pool = []
            steps = 0

train()


# seungeunrho/minimalRL ppo-continuous.py @ c8efed8481e3cd40e9739cfde220a55522555b57 (MIT)
# Verbatim except gym (the stand-in below: CartPole / Pendulum in Python, seeded) and
# 21 episodes instead of 10000 (one print at episode 20);
# the stand-in ends each episode (terminated) after 100 steps.

# ---- nnscope stand-in for gym (not from the repository): CartPole-v1 and Pendulum-v1 in plain Python
# with gym's physics and API (reset -> (obs, info), step -> (obs, r, terminated, truncated, info)),
# observations as float32 numpy arrays, drawn from numpy's seeded global generator.
import math as _math
import numpy as _np
import torch as _torch
_np.random.seed(0)
_PENDULUM_END = 100
_torch.manual_seed(0)


class _CartPole:
    def __init__(self, max_episode_steps=500, **kwargs):
        self.max_steps = max_episode_steps

    def reset(self, seed=None):
        self.state = [float(v) for v in _np.random.uniform(-0.05, 0.05, size=(4,))]
        self.t = 0
        return _np.array(self.state, dtype=_np.float32), {}

    def step(self, action):
        x, x_dot, theta, theta_dot = self.state
        force = 10.0 if action == 1 else -10.0
        costheta, sintheta = _math.cos(theta), _math.sin(theta)
        temp = (force + 0.05 * theta_dot ** 2 * sintheta) / 1.1
        thetaacc = (9.8 * sintheta - costheta * temp) / (0.5 * (4.0 / 3.0 - 0.1 * costheta ** 2 / 1.1))
        xacc = temp - 0.05 * thetaacc * costheta / 1.1
        x = x + 0.02 * x_dot
        x_dot = x_dot + 0.02 * xacc
        theta = theta + 0.02 * theta_dot
        theta_dot = theta_dot + 0.02 * thetaacc
        self.state = [x, x_dot, theta, theta_dot]
        self.t += 1
        terminated = x < -2.4 or x > 2.4 or theta < -0.2095 or theta > 0.2095
        return _np.array(self.state, dtype=_np.float32), 1.0, terminated, self.t >= self.max_steps, {}

    def close(self):
        pass


class _Pendulum:
    def __init__(self, max_episode_steps=200, **kwargs):
        self.max_steps = max_episode_steps
        self.end_after = _PENDULUM_END

    def _obs(self):
        th, thdot = self.state
        return _np.array([_math.cos(th), _math.sin(th), thdot], dtype=_np.float32)

    def reset(self, seed=None):
        self.state = [float(v) for v in _np.random.uniform(low=[-_math.pi, -1.0], high=[_math.pi, 1.0])]
        self.t = 0
        return self._obs(), {}

    def step(self, u):
        th, thdot = self.state
        u = min(max(float(u[0]), -2.0), 2.0)
        norm = ((th + _math.pi) % (2 * _math.pi)) - _math.pi
        costs = norm ** 2 + 0.1 * thdot ** 2 + 0.001 * (u ** 2)
        newthdot = thdot + (3 * 10.0 / 2 * _math.sin(th) + 3.0 * u) * 0.05
        newthdot = min(max(newthdot, -8.0), 8.0)
        newth = th + newthdot * 0.05
        self.state = [newth, newthdot]
        self.t += 1
        return self._obs(), -costs, self.t >= self.end_after, self.t >= self.max_steps, {}

    def close(self):
        pass


class gym:
    @staticmethod
    def make(name, **kwargs):
        return _CartPole(**kwargs) if name.startswith('CartPole') else _Pendulum(**kwargs)
# ---- end of the stand-in ----
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim
from torch.distributions import Normal

#Hyperparameters
learning_rate  = 0.0003
gamma           = 0.9
lmbda           = 0.9
eps_clip        = 0.2
K_epoch         = 10
rollout_len    = 3
buffer_size    = 10
minibatch_size = 32

class PPO(nn.Module):
    def __init__(self):
        super(PPO, self).__init__()
        self.data = []
        
        self.fc1   = nn.Linear(3,128)
        self.fc_mu = nn.Linear(128,1)
        self.fc_std  = nn.Linear(128,1)
        self.fc_v = nn.Linear(128,1)
        self.optimizer = optim.Adam(self.parameters(), lr=learning_rate)
        self.optimization_step = 0

    def pi(self, x, softmax_dim = 0):
        x = F.relu(self.fc1(x))
        mu = 2.0*torch.tanh(self.fc_mu(x))
        std = F.softplus(self.fc_std(x))
        return mu, std
    
    def v(self, x):
        x = F.relu(self.fc1(x))
        v = self.fc_v(x)
        return v
      
    def put_data(self, transition):
        self.data.append(transition)
        
    def make_batch(self):
        s_batch, a_batch, r_batch, s_prime_batch, prob_a_batch, done_batch = [], [], [], [], [], []
        data = []

        for j in range(buffer_size):
            for i in range(minibatch_size):
                rollout = self.data.pop()
                s_lst, a_lst, r_lst, s_prime_lst, prob_a_lst, done_lst = [], [], [], [], [], []

                for transition in rollout:
                    s, a, r, s_prime, prob_a, done = transition
                    
                    s_lst.append(s)
                    a_lst.append([a])
                    r_lst.append([r])
                    s_prime_lst.append(s_prime)
                    prob_a_lst.append([prob_a])
                    done_mask = 0 if done else 1
                    done_lst.append([done_mask])

                s_batch.append(s_lst)
                a_batch.append(a_lst)
                r_batch.append(r_lst)
                s_prime_batch.append(s_prime_lst)
                prob_a_batch.append(prob_a_lst)
                done_batch.append(done_lst)
                    
            mini_batch = torch.tensor(s_batch, dtype=torch.float), torch.tensor(a_batch, dtype=torch.float), \
                          torch.tensor(r_batch, dtype=torch.float), torch.tensor(s_prime_batch, dtype=torch.float), \
                          torch.tensor(done_batch, dtype=torch.float), torch.tensor(prob_a_batch, dtype=torch.float)
            data.append(mini_batch)

        return data

    def calc_advantage(self, data):
        data_with_adv = []
        for mini_batch in data:
            s, a, r, s_prime, done_mask, old_log_prob = mini_batch
            with torch.no_grad():
                td_target = r + gamma * self.v(s_prime) * done_mask
                delta = td_target - self.v(s)
            delta = delta.numpy()

            advantage_lst = []
            advantage = 0.0
            for delta_t in delta[::-1]:
                advantage = gamma * lmbda * advantage + delta_t[0]
                advantage_lst.append([advantage])
            advantage_lst.reverse()
            advantage = torch.tensor(advantage_lst, dtype=torch.float)
            data_with_adv.append((s, a, r, s_prime, done_mask, old_log_prob, td_target, advantage))

        return data_with_adv

        
    def train_net(self):
        if len(self.data) == minibatch_size * buffer_size:
            data = self.make_batch()
            data = self.calc_advantage(data)

            for i in range(K_epoch):
                for mini_batch in data:
                    s, a, r, s_prime, done_mask, old_log_prob, td_target, advantage = mini_batch

                    mu, std = self.pi(s, softmax_dim=1)
                    dist = Normal(mu, std)
                    log_prob = dist.log_prob(a)
                    ratio = torch.exp(log_prob - old_log_prob)  # a/b == exp(log(a)-log(b))

                    surr1 = ratio * advantage
                    surr2 = torch.clamp(ratio, 1-eps_clip, 1+eps_clip) * advantage
                    loss = -torch.min(surr1, surr2) + F.smooth_l1_loss(self.v(s) , td_target)

                    self.optimizer.zero_grad()
                    loss.mean().backward()
                    nn.utils.clip_grad_norm_(self.parameters(), 1.0)
                    self.optimizer.step()
                    self.optimization_step += 1
        
def main():
    env = gym.make('Pendulum-v1')
    model = PPO()
    score = 0.0
    print_interval = 20
    rollout = []

    for n_epi in range(21):
        s, _ = env.reset()
        done = False
        count = 0
        while count < 200 and not done:
            for t in range(rollout_len):
                mu, std = model.pi(torch.from_numpy(s).float())
                dist = Normal(mu, std)
                a = dist.sample()
                log_prob = dist.log_prob(a)
                s_prime, r, done, truncated, info = env.step([a.item()])

                rollout.append((s, a, r/10.0, s_prime, log_prob.item(), done))
                if len(rollout) == rollout_len:
                    model.put_data(rollout)
                    rollout = []

                s = s_prime
                score += r
                count += 1

            model.train_net()

        if n_epi%print_interval==0 and n_epi!=0:
            print("# of episode :{}, avg score : {:.1f}, optmization step: {}".format(n_epi, score/print_interval, model.optimization_step))
            score = 0.0

    env.close()

if __name__ == '__main__':
    main()
# seungeunrho/minimalRL vtrace.py @ c8efed8481e3cd40e9739cfde220a55522555b57 (MIT)
# Verbatim except gym (the stand-in below: CartPole / Pendulum in Python, seeded) and
# 21 episodes instead of 10000 (one print at episode 20).

# ---- nnscope stand-in for gym (not from the repository): CartPole-v1 and Pendulum-v1 in plain Python
# with gym's physics and API (reset -> (obs, info), step -> (obs, r, terminated, truncated, info)),
# observations as float32 numpy arrays, drawn from numpy's seeded global generator.
import math as _math
import numpy as _np
import torch as _torch
_np.random.seed(0)
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
        return self._obs(), -costs, False, self.t >= self.max_steps, {}

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
from torch.distributions import Categorical

#Hyperparameters
learning_rate      = 0.0005
gamma              = 0.98
T_horizon          = 20
clip_rho_threshold = 1.0
clip_c_threshold   = 1.0
print_interval     = 20

class Vtrace(nn.Module):
    def __init__(self):
        super(Vtrace, self).__init__()
        self.data = []
        
        self.fc1   = nn.Linear(4,256)
        self.fc_pi = nn.Linear(256,2)
        self.fc_v  = nn.Linear(256,1)
        self.optimizer = optim.Adam(self.parameters(), lr=learning_rate)

        self.clip_rho_threshold = torch.tensor(clip_rho_threshold, dtype=torch.float)
        self.clip_c_threshold = torch.tensor(clip_c_threshold, dtype=torch.float)

    def pi(self, x, softmax_dim = 0):
        x = F.relu(self.fc1(x))
        x = self.fc_pi(x)
        prob = F.softmax(x, dim=softmax_dim)
        return prob
    
    def v(self, x):
        x = F.relu(self.fc1(x))
        v = self.fc_v(x)
        return v
      
    def put_data(self, transition):
        self.data.append(transition)
        
    def make_batch(self):
        s_lst, a_lst, r_lst, s_prime_lst, mu_a_lst, done_lst = [], [], [], [], [], []
        for transition in self.data:
            s, a, r, s_prime, mu_a, done = transition
            
            s_lst.append(s)
            a_lst.append([a])
            r_lst.append([r])
            s_prime_lst.append(s_prime)
            mu_a_lst.append([mu_a])
            done_mask = 0 if done else 1
            done_lst.append([done_mask])
            
        s,a,r,s_prime,done_mask, mu_a = torch.tensor(s_lst, dtype=torch.float), torch.tensor(a_lst), \
                                        torch.tensor(r_lst), torch.tensor(s_prime_lst, dtype=torch.float), \
                                        torch.tensor(done_lst, dtype=torch.float), torch.tensor(mu_a_lst)
        self.data = []
        return s, a, r, s_prime, done_mask, mu_a

    def vtrace(self, s, a, r, s_prime, done_mask, mu_a):
        with torch.no_grad():
            pi = self.pi(s, softmax_dim=1)
            pi_a = pi.gather(1,a)
            v, v_prime = self.v(s), self.v(s_prime)
            ratio = torch.exp(torch.log(pi_a) - torch.log(mu_a))  # a/b == exp(log(a)-log(b))
            
            rhos = torch.min(self.clip_rho_threshold, ratio)
            cs = torch.min(self.clip_c_threshold, ratio).numpy()
            td_target = r + gamma * v_prime * done_mask
            delta = rhos*(td_target - v).numpy()
            
            vs_minus_v_xs_lst = []
            vs_minus_v_xs = 0.0
            vs_minus_v_xs_lst.append([vs_minus_v_xs])
            
            for i in range(len(delta)-1, -1, -1):
                vs_minus_v_xs = gamma * cs[i][0] * vs_minus_v_xs + delta[i][0]
                vs_minus_v_xs_lst.append([vs_minus_v_xs])
            vs_minus_v_xs_lst.reverse()
            
            vs_minus_v_xs = torch.tensor(vs_minus_v_xs_lst, dtype=torch.float)
            vs = vs_minus_v_xs[:-1] + v.numpy()
            vs_prime = vs_minus_v_xs[1:] + v_prime.numpy()
            advantage = r + gamma * vs_prime - v.numpy()
            
        return vs, advantage, rhos

    def train_net(self):
        s, a, r, s_prime, done_mask, mu_a = self.make_batch()
        vs, advantage, rhos = self.vtrace(s, a, r, s_prime, done_mask, mu_a)

        pi = self.pi(s, softmax_dim=1)
        pi_a = pi.gather(1,a)
       
        val_loss = F.smooth_l1_loss(self.v(s) , vs)
        pi_loss = -rhos * torch.log(pi_a) * advantage
        loss =  pi_loss + val_loss

        self.optimizer.zero_grad()
        loss.mean().backward()
        self.optimizer.step()
        
def main():
    env = gym.make('CartPole-v1')
    model = Vtrace()
    score = 0.0
    
    for n_epi in range(21):
        s, _ = env.reset()
        done = False
        while not done:
            for t in range(T_horizon):
                prob = model.pi(torch.from_numpy(s).float())
                m = Categorical(prob)
                a = m.sample().item()
                s_prime, r, done, truncated, info = env.step(a)

                model.put_data((s, a, r/100.0, s_prime, prob[a].item(), done))
                s = s_prime

                score += r
                if done:
                    break

            model.train_net()

        if n_epi%print_interval==0 and n_epi!=0:
            print("# of episode :{}, avg score : {:.1f}".format(n_epi, score/print_interval))
            score = 0.0

    env.close()

if __name__ == '__main__':
    main()
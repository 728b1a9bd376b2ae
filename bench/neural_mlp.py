# Benchmark (held-out style, after typical agent code): a tiny multilayer perceptron written with
# plain lists. A Layer class holds weight rows and biases; activations (sigmoid, tanh, relu) are
# small classes with a derivative; forward and backward passes use zip and comprehensions;
# mini-batch SGD with momentum trains on a seeded two-spirals / XOR-like data set; the loss
# curve, accuracy and a few predictions are printed.
import math
import random


class Activation:
    name = "identity"

    def f(self, x):
        return x

    def df(self, y):
        return 1.0


class Sigmoid(Activation):
    name = "sigmoid"

    def f(self, x):
        if x < -60:
            return 0.0
        return 1.0 / (1.0 + math.exp(-x))

    def df(self, y):
        return y * (1.0 - y)


class Tanh(Activation):
    name = "tanh"

    def f(self, x):
        return math.tanh(x)

    def df(self, y):
        return 1.0 - y * y


class Relu(Activation):
    name = "relu"

    def f(self, x):
        return x if x > 0.0 else 0.0

    def df(self, y):
        return 1.0 if y > 0.0 else 0.0


class Layer:
    def __init__(self, n_in, n_out, act, rng):
        scale = math.sqrt(2.0 / (n_in + n_out))
        self.w = [[rng.gauss(0.0, scale) for _ in range(n_in)] for _ in range(n_out)]
        self.b = [0.0] * n_out
        self.vw = [[0.0] * n_in for _ in range(n_out)]
        self.vb = [0.0] * n_out
        self.act = act
        self.inputs = None
        self.out = None

    @property
    def shape(self):
        return (len(self.w[0]), len(self.w))

    def forward(self, x):
        self.inputs = x
        f = self.act.f
        self.out = [f(sum(wi * xi for wi, xi in zip(row, x)) + b) for row, b in zip(self.w, self.b)]
        return self.out

    def backward(self, grad_out, gw, gb):
        df = self.act.df
        delta = [g * df(y) for g, y in zip(grad_out, self.out)]
        x = self.inputs
        for j, d in enumerate(delta):
            row = gw[j]
            for i, xi in enumerate(x):
                row[i] += d * xi
            gb[j] += d
        n_in = len(x)
        return [sum(delta[j] * self.w[j][i] for j in range(len(delta))) for i in range(n_in)]

    def step(self, gw, gb, lr, momentum, n):
        for j in range(len(self.w)):
            row, vrow, grow = self.w[j], self.vw[j], gw[j]
            for i in range(len(row)):
                vrow[i] = momentum * vrow[i] - lr * grow[i] / n
                row[i] += vrow[i]
            self.vb[j] = momentum * self.vb[j] - lr * gb[j] / n
            self.b[j] += self.vb[j]


class Network:
    def __init__(self, sizes, acts, seed):
        rng = random.Random(seed)
        self.layers = [Layer(a, b, act, rng) for a, b, act in zip(sizes, sizes[1:], acts)]

    def predict(self, x):
        for layer in self.layers:
            x = layer.forward(x)
        return x

    def train_batch(self, batch, lr, momentum):
        grads = [([[0.0] * l.shape[0] for _ in range(l.shape[1])], [0.0] * l.shape[1]) for l in self.layers]
        loss = 0.0
        for x, y in batch:
            out = self.predict(x)
            loss += sum((o - t) ** 2 for o, t in zip(out, y)) / len(y)
            g = [2.0 * (o - t) / len(y) for o, t in zip(out, y)]
            for layer, (gw, gb) in zip(reversed(self.layers), reversed(grads)):
                g = layer.backward(g, gw, gb)
        for layer, (gw, gb) in zip(self.layers, grads):
            layer.step(gw, gb, lr, momentum, len(batch))
        return loss / len(batch)


def spirals(n, rng):
    data = []
    for i in range(n):
        t = i / n * 3.0 * math.pi
        r = 0.2 + t / (3.0 * math.pi)
        for cls, sign in ((0, 1.0), (1, -1.0)):
            x = sign * r * math.cos(t) + rng.gauss(0, 0.03)
            y = sign * r * math.sin(t) + rng.gauss(0, 0.03)
            data.append(([x, y, x * y, x * x - y * y], [1.0 if cls else 0.0]))
    return data


def accuracy(net, data):
    return sum((net.predict(x)[0] > 0.5) == (y[0] > 0.5) for x, y in data) / len(data)


def main(points=60, epochs=20, batch=16):
    rng = random.Random(99)
    data = spirals(points, rng)
    for name, acts in (("tanh", [Tanh(), Tanh(), Sigmoid()]), ("relu", [Relu(), Relu(), Sigmoid()])):
        net = Network([4, 12, 8, 1], acts, seed=5)
        order = list(range(len(data)))
        shuffler = random.Random(1)
        curve = []
        for ep in range(epochs):
            shuffler.shuffle(order)
            total = 0.0
            for k in range(0, len(order), batch):
                total += net.train_batch([data[i] for i in order[k:k + batch]], 0.5, 0.8)
            curve.append(total)
        print(f"{name}: shapes={[l.shape for l in net.layers]} loss0={curve[0]:.4f} "
              f"loss={curve[-1]:.4f} acc={accuracy(net, data):.3f}")
        print("  curve", " ".join(f"{c:.3f}" for c in curve[:: max(1, epochs // 8)]))
        probe = [[0.1, 0.1, 0.01, 0.0], [-0.5, 0.3, -0.15, 0.16], [0.7, -0.2, -0.14, 0.45]]
        print("  probe", [round(net.predict(p)[0], 4) for p in probe])


if __name__ == "__main__":
    main()  # test: main(points=10, epochs=3, batch=8)

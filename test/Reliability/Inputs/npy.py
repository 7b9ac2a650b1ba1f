"""Writes and prints little .npy files without numpy, for the reliability
tests: `write PATH DTYPE SHAPE VALUES` (SHAPE like 1x1x4x4, VALUES a
comma-separated list, repeated cyclically; inf, -inf and nan allowed; DTYPE
f4, f2, f8, >f4, b1, or b1raw for bool bytes given as integers) and `print PATH` (one row of the last dim a line, %g).
`header PATH TEXT` writes a file with a raw header and no data."""

import struct
import sys


def header_bytes(descr, shape):
    dims = ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "")
    text = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, dims)
    text += " " * ((64 - (10 + len(text) + 1) % 64) % 64) + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(text)) + text.encode()


def write(path, dtype, shape, values):
    shape = [int(d) for d in shape.split("x")] if shape else []
    count = 1
    for d in shape:
        count *= d
    vals = [float(v) for v in values.split(",")]
    data = [vals[i % len(vals)] for i in range(count)]
    formats = {"f4": "<f", "f2": "<e", "f8": "<d", ">f4": ">f", "b1": "<?",
               "b1raw": "<B"}
    descr = {"f4": "<f4", "f2": "<f2", "f8": "<f8", ">f4": ">f4", "b1": "|b1",
             "b1raw": "|b1"}
    convert = {"b1": bool, "b1raw": int}.get(dtype, float)
    body = b"".join(struct.pack(formats[dtype], convert(v)) for v in data)
    with open(path, "wb") as f:
        f.write(header_bytes(descr[dtype], shape) + body)


def show(path):
    raw = open(path, "rb").read()
    length = struct.unpack("<H", raw[8:10])[0]
    head = raw[10:10 + length].decode()
    shape = head.split("'shape': (")[1].split(")")[0]
    dims = [int(d) for d in shape.replace(",", " ").split()]
    assert "'<f4'" in head, head
    data = raw[10 + length:]
    values = struct.unpack("<%df" % (len(data) // 4), data)
    row = dims[-1] if dims else 1
    for i in range(0, len(values), row):
        print(" ".join("%g" % v for v in values[i:i + row]))


def main():
    if sys.argv[1] == "write":
        write(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5])
    elif sys.argv[1] == "header":
        with open(sys.argv[2], "wb") as f:
            text = sys.argv[3] + "\n"
            f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(text)) +
                    text.encode())
    else:
        show(sys.argv[2])


main()

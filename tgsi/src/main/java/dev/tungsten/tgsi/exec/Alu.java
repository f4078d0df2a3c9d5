package dev.tungsten.tgsi.exec;

import static dev.tungsten.tgsi.exec.LaneLoops.b;
import static dev.tungsten.tgsi.exec.LaneLoops.f;

/// Executes the 32-bit arithmetic opcodes: the generic componentwise and replicating drivers
/// that apply a [LaneLoops] loop per enabled channel, and the opcodes whose channels each have their
/// own formula (dot products, LIT, EXP, LOG, DST, packing, the 2010 legacy opcodes, subgroup
/// operations).
///
/// Every driver reads all the sources it needs before [ExecMachine#store] writes the destination
/// (results go to scratch when the destination is also a source), as TGSI requires.
final class Alu {
    private Alu() {}

    // ------------------------------------------------------------------ generic drivers

    /// Source `s`, channel `c`: read in place when `fast` (every lane executes and the operands
    /// are plain registers, [ExecMachine#fast]), else through [ExecMachine#src].
    private static int[] in(ExecMachine m, DecodedOp op, boolean fast, int s, int c) {
        return fast ? m.srcLanes[op.pc][s][c] : m.src(op, s, c);
    }

    static void unary(ExecMachine m, DecodedOp op, LaneLoops.Unary k) {
        boolean fast = m.fast(op);
        int[][] out = m.out(op);
        for (int c = 0; c < 4; c++) {
            if ((op.writeMask & (1 << c)) != 0) {
                k.run(out[c], in(m, op, fast, 0, c), m.width);
            }
        }
        m.store(op, out);
    }

    static void binary(ExecMachine m, DecodedOp op, LaneLoops.Binary k) {
        boolean fast = m.fast(op);
        int[][] out = m.out(op);
        for (int c = 0; c < 4; c++) {
            if ((op.writeMask & (1 << c)) != 0) {
                k.run(out[c], in(m, op, fast, 0, c), in(m, op, fast, 1, c), m.width);
            }
        }
        m.store(op, out);
    }

    static void ternary(ExecMachine m, DecodedOp op, LaneLoops.Ternary k) {
        boolean fast = m.fast(op);
        int[][] out = m.out(op);
        for (int c = 0; c < 4; c++) {
            if ((op.writeMask & (1 << c)) != 0) {
                k.run(out[c], in(m, op, fast, 0, c), in(m, op, fast, 1, c), in(m, op, fast, 2, c), m.width);
            }
        }
        m.store(op, out);
    }

    static void quaternary(ExecMachine m, DecodedOp op, LaneLoops.Quaternary k) {
        boolean fast = m.fast(op);
        int[][] out = m.out(op);
        for (int c = 0; c < 4; c++) {
            if ((op.writeMask & (1 << c)) != 0) {
                k.run(out[c], in(m, op, fast, 0, c), in(m, op, fast, 1, c), in(m, op, fast, 2, c),
                        in(m, op, fast, 3, c), m.width);
            }
        }
        m.store(op, out);
    }

    /// The opcodes [#hot] computes.
    enum Hot { MOV, ADD, MUL, MAD }

    /// The hottest opcodes (MOV, ADD, MUL, MAD): a switch per channel selects the [HotLaneLoops]
    /// loop, so every call is static and inlined, where the generic drivers' interface call is
    /// megamorphic.
    static void hot(ExecMachine m, DecodedOp op, Hot kind) {
        boolean fast = m.fast(op);
        int[][] out = m.out(op);
        int n = m.width;
        for (int c = 0; c < 4; c++) {
            if ((op.writeMask & (1 << c)) == 0) {
                continue;
            }
            int[] a = in(m, op, fast, 0, c);
            switch (kind) {
                case MOV -> System.arraycopy(a, 0, out[c], 0, n);
                case ADD -> HotLaneLoops.add(out[c], a, in(m, op, fast, 1, c), n);
                case MUL -> HotLaneLoops.mul(out[c], a, in(m, op, fast, 1, c), n);
                case MAD -> HotLaneLoops.mad(out[c], a, in(m, op, fast, 1, c), in(m, op, fast, 2, c), n);
            }
        }
        m.store(op, out);
    }

    /// RCP, RSQ, SQRT, EX2, LG2, SIN, COS, RCC: computed from `.x`, replicated.
    static void scalarUnary(ExecMachine m, DecodedOp op, LaneLoops.Unary k) {
        int[] r = m.laneTemp;
        k.run(r, m.src(op, 0, 0), m.width);
        replicate(m, op, r);
    }

    /// POW: computed from the `.x` of both sources, replicated.
    static void scalarBinary(ExecMachine m, DecodedOp op, LaneLoops.Binary k) {
        int[] r = m.laneTemp;
        k.run(r, m.src(op, 0, 0), m.src(op, 1, 0), m.width);
        replicate(m, op, r);
    }

    /// Writes one result array to every enabled channel.
    static void replicate(ExecMachine m, DecodedOp op, int[] r) {
        int[][] out = m.out(op);
        int mask = op.writeMask;
        for (int c = 0; c < 4; c++) {
            if ((mask & (1 << c)) != 0) {
                System.arraycopy(r, 0, out[c], 0, m.width);
            }
        }
        m.store(op, out);
    }

    // ------------------------------------------------------------------ dot products

    /// DP2, DP3, DP4 (Mesa's order: a multiply, then multiply-adds with two roundings each).
    static void dot(ExecMachine m, DecodedOp op, int count, boolean legacy) {
        int[] t = m.laneTemp;
        int n = m.width;
        multiply(t, m.src(op, 0, 0), m.src(op, 1, 0), n, legacy);
        for (int c = 1; c < count; c++) {
            multiplyAdd(t, m.src(op, 0, c), m.src(op, 1, c), t, n, legacy);
        }
        replicate(m, op, t);
    }

    /// DPH (2010): DP3 plus `src1.w`.
    static void dph(ExecMachine m, DecodedOp op, boolean legacy) {
        int[] t = m.laneTemp;
        int n = m.width;
        multiply(t, m.src(op, 0, 0), m.src(op, 1, 0), n, legacy);
        multiplyAdd(t, m.src(op, 0, 1), m.src(op, 1, 1), t, n, legacy);
        multiplyAdd(t, m.src(op, 0, 2), m.src(op, 1, 2), t, n, legacy);
        HotLaneLoops.add(t, t, m.src(op, 1, 3), n);
        replicate(m, op, t);
    }

    /// DP2A (2010): `src0.x*src1.x + src0.y*src1.y + src2.x`, replicated.
    static void dp2a(ExecMachine m, DecodedOp op, boolean legacy) {
        int[] t = m.laneTemp;
        int n = m.width;
        multiply(t, m.src(op, 0, 0), m.src(op, 1, 0), n, legacy);
        multiplyAdd(t, m.src(op, 0, 1), m.src(op, 1, 1), t, n, legacy);
        HotLaneLoops.add(t, t, m.src(op, 2, 0), n);
        replicate(m, op, t);
    }

    private static void multiply(int[] d, int[] a, int[] x, int n, boolean legacy) {
        if (legacy) {
            LaneLoops.MUL_LEGACY.run(d, a, x, n);
        } else {
            HotLaneLoops.mul(d, a, x, n);
        }
    }

    private static void multiplyAdd(int[] d, int[] a, int[] x, int[] y, int n, boolean legacy) {
        if (legacy) {
            LaneLoops.MAD_LEGACY.run(d, a, x, y, n);
        } else {
            HotLaneLoops.mad(d, a, x, y, n);
        }
    }

    // ------------------------------------------------------------------ per-channel formulas

    /// Fills channel `c` of `out` with the same word in every lane.
    private static void fill(int[][] out, int c, int word) {
        java.util.Arrays.fill(out[c], word);
    }

    private static boolean has(DecodedOp op, int c) {
        return (op.writeMask & (1 << c)) != 0;
    }

    /// LIT: (1, max(x, 0), x > 0 ? pow(max(y, 0), clamp(w, -128, 128)) : 0, 1), Mesa's order.
    static void lit(ExecMachine m, DecodedOp op) {
        int[][] out = m.dstScratch;
        int[] x = m.src(op, 0, 0);
        int[] y = m.src(op, 0, 1);
        int[] w = m.src(op, 0, 3);
        int[] z = m.laneTemp;
        int[] yy = m.laneTemp2;
        for (int i = 0; i < m.width; i++) {
            float fx = f(x[i]);
            float power = OpSemantics.max(OpSemantics.min(f(w[i]), 128f), -128f);
            z[i] = b(0f < fx ? OpSemantics.pow(OpSemantics.max(f(y[i]), 0f), power) : 0f);
            yy[i] = b(OpSemantics.max(fx, 0f));
        }
        System.arraycopy(yy, 0, out[1], 0, m.width);
        System.arraycopy(z, 0, out[2], 0, m.width);
        fill(out, 0, b(1f));
        fill(out, 3, b(1f));
        m.store(op, out);
    }

    /// EXP: (2^floor(x), x - floor(x), 2^x, 1).
    static void exp(ExecMachine m, DecodedOp op) {
        int[][] out = m.dstScratch;
        int[] x = m.src(op, 0, 0);
        int[] r0 = m.laneTemp;
        int[] r1 = m.laneTemp2;
        for (int i = 0; i < m.width; i++) {
            float fx = f(x[i]);
            float fl = OpSemantics.floor(fx);
            r0[i] = b(OpSemantics.ex2(fl));
            r1[i] = b(OpSemantics.sub(fx, fl));
            out[2][i] = b(OpSemantics.ex2(fx));
        }
        System.arraycopy(r0, 0, out[0], 0, m.width);
        System.arraycopy(r1, 0, out[1], 0, m.width);
        fill(out, 3, b(1f));
        m.store(op, out);
    }

    /// LOG: (floor(lg2|x|), |x| / 2^floor(lg2|x|), lg2|x|, 1), Mesa's order.
    static void log(ExecMachine m, DecodedOp op) {
        int[][] out = m.dstScratch;
        int[] x = m.src(op, 0, 0);
        int[] r0 = m.laneTemp;
        int[] r1 = m.laneTemp2;
        for (int i = 0; i < m.width; i++) {
            float ax = Math.abs(f(x[i]));
            float lg = OpSemantics.lg2(ax);
            float fl = OpSemantics.floor(lg);
            r0[i] = b(fl);
            r1[i] = b(OpSemantics.div(ax, OpSemantics.ex2(fl)));
            out[2][i] = b(lg);
        }
        System.arraycopy(r0, 0, out[0], 0, m.width);
        System.arraycopy(r1, 0, out[1], 0, m.width);
        fill(out, 3, b(1f));
        m.store(op, out);
    }

    /// DST: (1, src0.y * src1.y, src0.z, src1.w).
    static void dst(ExecMachine m, DecodedOp op, boolean legacy) {
        int[][] out = m.dstScratch;
        int[] t = m.laneTemp;
        multiply(t, m.src(op, 0, 1), m.src(op, 1, 1), m.width, legacy);
        System.arraycopy(m.src(op, 0, 2), 0, out[2], 0, m.width);
        System.arraycopy(m.src(op, 1, 3), 0, out[3], 0, m.width);
        System.arraycopy(t, 0, out[1], 0, m.width);
        fill(out, 0, b(1f));
        m.store(op, out);
    }

    /// XPD (2010): the cross product of the xyz parts; w = 1.
    static void xpd(ExecMachine m, DecodedOp op, boolean legacy) {
        int[][] out = m.dstScratch;
        int[] ax = m.src(op, 0, 0), ay = m.src(op, 0, 1), az = m.src(op, 0, 2);
        int[] bx = m.src(op, 1, 0), by = m.src(op, 1, 1), bz = m.src(op, 1, 2);
        int[] rx = m.laneTemp, ry = m.laneTemp2;
        for (int i = 0; i < m.width; i++) {
            float x0 = f(ax[i]), y0 = f(ay[i]), z0 = f(az[i]), x1 = f(bx[i]), y1 = f(by[i]), z1 = f(bz[i]);
            rx[i] = b(mul(y0, z1, legacy) - mul(z0, y1, legacy));
            ry[i] = b(mul(z0, x1, legacy) - mul(x0, z1, legacy));
            out[2][i] = b(mul(x0, y1, legacy) - mul(y0, x1, legacy));
        }
        System.arraycopy(rx, 0, out[0], 0, m.width);
        System.arraycopy(ry, 0, out[1], 0, m.width);
        fill(out, 3, b(1f));
        m.store(op, out);
    }

    private static float mul(float a, float x, boolean legacy) {
        return legacy ? OpSemantics.mulLegacy(a, x) : a * x;
    }

    /// NRM (2010, `count` 3) and NRM4 (`count` 4): `src * rsq(dot(src, src))`, as Mesa's 2010
    /// interpreter computed it (the 2010 text omits the square root); NRM writes w = 1.
    static void nrm(ExecMachine m, DecodedOp op, int count) {
        int[][] out = m.dstScratch;
        int[] scale = m.laneTemp;
        int n = m.width;
        int[] a0 = m.src(op, 0, 0);
        for (int i = 0; i < n; i++) {
            scale[i] = b(f(a0[i]) * f(a0[i]));
        }
        for (int c = 1; c < count; c++) {
            int[] a = m.src(op, 0, c);
            for (int i = 0; i < n; i++) {
                scale[i] = b(f(scale[i]) + f(a[i]) * f(a[i]));
            }
        }
        for (int i = 0; i < n; i++) {
            scale[i] = b(OpSemantics.rsq(f(scale[i])));
        }
        for (int c = 0; c < count; c++) {
            if (has(op, c)) {
                int[] a = m.src(op, 0, c);
                for (int i = 0; i < n; i++) {
                    out[c][i] = b(f(a[i]) * f(scale[i]));
                }
            }
        }
        if (count == 3) {
            fill(out, 3, b(1f));
        }
        m.store(op, out);
    }

    /// SCS (2010): (cos x, sin x, 0, 1).
    static void scs(ExecMachine m, DecodedOp op) {
        int[][] out = m.dstScratch;
        int[] x = m.src(op, 0, 0);
        int[] s = m.laneTemp;
        for (int i = 0; i < m.width; i++) {
            s[i] = b(OpSemantics.sin(f(x[i])));
        }
        LaneLoops.COS.run(out[0], x, m.width);
        System.arraycopy(s, 0, out[1], 0, m.width);
        fill(out, 2, 0);
        fill(out, 3, b(1f));
        m.store(op, out);
    }

    /// RFL (2010): `2 * dot3(a, b) / dot3(a, a) * a - b`; w = 1 (Mesa 2010's order).
    static void rfl(ExecMachine m, DecodedOp op) {
        int[][] out = m.dstScratch;
        int n = m.width;
        int[] k = m.laneTemp;
        int[][] a = {m.src(op, 0, 0), m.src(op, 0, 1), m.src(op, 0, 2)};
        int[][] v = {m.src(op, 1, 0), m.src(op, 1, 1), m.src(op, 1, 2)};
        for (int i = 0; i < n; i++) {
            float aa = f(a[0][i]) * f(a[0][i]);
            aa = aa + f(a[1][i]) * f(a[1][i]);
            aa = aa + f(a[2][i]) * f(a[2][i]);
            float ab = f(a[0][i]) * f(v[0][i]);
            ab = ab + f(a[1][i]) * f(v[1][i]);
            ab = ab + f(a[2][i]) * f(v[2][i]);
            k[i] = b((ab + ab) / aa);
        }
        for (int c = 0; c < 3; c++) {
            for (int i = 0; i < n; i++) {
                out[c][i] = b(f(a[c][i]) * f(k[i]) - f(v[c][i]));
            }
        }
        fill(out, 3, b(1f));
        m.store(op, out);
    }

    /// X2D (2010): x and z = src0.x + src1.x*src2.x + src1.y*src2.y; y and w = src0.y +
    /// src1.x*src2.z + src1.y*src2.w.
    static void x2d(ExecMachine m, DecodedOp op, boolean legacy) {
        int[][] out = m.dstScratch;
        int[] s0x = m.src(op, 0, 0), s0y = m.src(op, 0, 1);
        int[] s1x = m.src(op, 1, 0), s1y = m.src(op, 1, 1);
        int[] s2x = m.src(op, 2, 0), s2y = m.src(op, 2, 1), s2z = m.src(op, 2, 2), s2w = m.src(op, 2, 3);
        int[] d0 = m.laneTemp, d1 = m.laneTemp2;
        for (int i = 0; i < m.width; i++) {
            d0[i] = b(mul(f(s2x[i]), f(s1x[i]), legacy) + mul(f(s2y[i]), f(s1y[i]), legacy) + f(s0x[i]));
            d1[i] = b(mul(f(s2z[i]), f(s1x[i]), legacy) + mul(f(s2w[i]), f(s1y[i]), legacy) + f(s0y[i]));
        }
        System.arraycopy(d0, 0, out[0], 0, m.width);
        System.arraycopy(d0, 0, out[2], 0, m.width);
        System.arraycopy(d1, 0, out[1], 0, m.width);
        System.arraycopy(d1, 0, out[3], 0, m.width);
        m.store(op, out);
    }

    /// ARA (NV_vertex_program2; the 2010 text says TBD): (x + z, y + w, x + z, y + w) on integers.
    static void ara(ExecMachine m, DecodedOp op) {
        int[][] out = m.dstScratch;
        int[] x = m.src(op, 0, 0), y = m.src(op, 0, 1), z = m.src(op, 0, 2), w = m.src(op, 0, 3);
        int[] s0 = m.laneTemp, s1 = m.laneTemp2;
        for (int i = 0; i < m.width; i++) {
            s0[i] = x[i] + z[i];
            s1[i] = y[i] + w[i];
        }
        System.arraycopy(s0, 0, out[0], 0, m.width);
        System.arraycopy(s0, 0, out[2], 0, m.width);
        System.arraycopy(s1, 0, out[1], 0, m.width);
        System.arraycopy(s1, 0, out[3], 0, m.width);
        m.store(op, out);
    }

    /// SFL (0) and STR (1) in every enabled channel (2010 spec).
    static void constant(ExecMachine m, DecodedOp op, float value) {
        int[][] out = m.dstScratch;
        for (int c = 0; c < 4; c++) {
            fill(out, c, b(value));
        }
        m.store(op, out);
    }

    // ------------------------------------------------------------------ packing

    /// PK2H, PK2US (from x, y) and PK4B, PK4UB (from x, y, z, w), replicated.
    static void pack(ExecMachine m, DecodedOp op, int kind) {
        int[] r = m.laneTemp;
        int[] x = m.src(op, 0, 0), y = m.src(op, 0, 1);
        int[] z = kind >= 2 ? m.src(op, 0, 2) : null, w = kind >= 2 ? m.src(op, 0, 3) : null;
        for (int i = 0; i < m.width; i++) {
            r[i] = switch (kind) {
                case 0 -> OpSemantics.pk2h(f(x[i]), f(y[i]));
                case 1 -> OpSemantics.pk2us(f(x[i]), f(y[i]));
                case 2 -> OpSemantics.pk4b(f(x[i]), f(y[i]), f(z[i]), f(w[i]));
                default -> OpSemantics.pk4ub(f(x[i]), f(y[i]), f(z[i]), f(w[i]));
            };
        }
        replicate(m, op, r);
    }

    /// UP2H and UP2US (x, z from the low half of src.x; y, w from the high half), UP4B and UP4UB
    /// (channel c from byte c of src.x).
    static void unpack(ExecMachine m, DecodedOp op, int kind) {
        int[][] out = m.out(op);
        int[] x = m.src(op, 0, 0);
        for (int c = 0; c < 4; c++) {
            if (!has(op, c)) {
                continue;
            }
            int[] d = out[c];
            for (int i = 0; i < m.width; i++) {
                d[i] = b(switch (kind) {
                    case 0 -> OpSemantics.up2h(x[i], (c & 1) != 0);
                    case 1 -> OpSemantics.up2us(x[i], c & 1);
                    case 2 -> OpSemantics.up4b(x[i], c);
                    default -> OpSemantics.up4ub(x[i], c);
                });
            }
        }
        m.store(op, out);
    }

    // ------------------------------------------------------------------ subgroup (the block is the subgroup)

    /// VOTE_ANY (kind 0), VOTE_ALL (1), VOTE_EQ (2): ~0 or 0 in every lane, over the executing lanes.
    static void vote(ExecMachine m, DecodedOp op, int kind) {
        int[] v = m.src(op, 0, 0);
        int active = m.exec;
        boolean any = false, all = true, eq = true;
        int first = 0;
        boolean seen = false;
        for (int i = 0; i < m.width; i++) {
            if ((active >>> i & 1) == 0) {
                continue;
            }
            any |= v[i] != 0;
            all &= v[i] != 0;
            if (!seen) {
                first = v[i];
                seen = true;
            }
            eq &= v[i] == first;
        }
        boolean r = kind == 0 ? any : kind == 1 ? all : eq;
        java.util.Arrays.fill(m.laneTemp, r ? -1 : 0);
        replicate(m, op, m.laneTemp);
    }

    /// BALLOT: the 64-bit mask of executing lanes whose `src.x` is non-zero, low word in x (and z),
    /// high word (0) in y (and w).
    static void ballot(ExecMachine m, DecodedOp op) {
        int[] v = m.src(op, 0, 0);
        int bits = 0;
        for (int i = 0; i < m.width; i++) {
            if ((m.exec >>> i & 1) != 0 && v[i] != 0) {
                bits |= 1 << i;
            }
        }
        int[][] out = m.dstScratch;
        fill(out, 0, bits);
        fill(out, 1, 0);
        fill(out, 2, bits);
        fill(out, 3, 0);
        m.store(op, out);
    }

    /// READ_FIRST: every channel from the lowest executing lane.
    static void readFirst(ExecMachine m, DecodedOp op) {
        int lane = m.exec == 0 ? 0 : Integer.numberOfTrailingZeros(m.exec);
        broadcastLane(m, op, lane);
    }

    /// READ_INVOC: every channel from lane `src1.x` (of the lowest executing lane); a lane
    /// outside the block, or one this run does not execute (not live and no helper of a live
    /// quad), reads 0: such a lane's registers hold what earlier runs or whole-block stores left
    /// there, which another backend (the JIT, chunk by chunk) need not reproduce. GLSL leaves
    /// reading an inactive invocation undefined; 0 makes it deterministic.
    static void readInvocation(ExecMachine m, DecodedOp op) {
        int lane = m.uniform(op, 1, 0);
        broadcastLane(m, op, lane >= 0 && lane < m.width && (m.runningMask >>> lane & 1) != 0 ? lane : -1);
    }

    private static void broadcastLane(ExecMachine m, DecodedOp op, int lane) {
        int[] words = m.words4;
        boolean inBlock = lane >= 0 && lane < m.width;
        for (int c = 0; c < 4; c++) {
            words[c] = has(op, c) && inBlock ? m.src(op, 0, c)[lane] : 0;
        }
        int[][] out = m.dstScratch;
        for (int c = 0; c < 4; c++) {
            fill(out, c, words[c]);
        }
        m.store(op, out);
    }

    /// READ_HELPER: ~0 in helper lanes (including demoted ones), else 0.
    static void readHelper(ExecMachine m, DecodedOp op) {
        int helpers = m.helperMask | m.demoteMask;
        for (int i = 0; i < m.width; i++) {
            m.laneTemp[i] = (helpers >>> i & 1) != 0 ? -1 : 0;
        }
        replicate(m, op, m.laneTemp);
    }

    /// CLOCK: the count of instructions this run has executed, a 64-bit value in (x, y): monotonic
    /// and, unlike a wall clock, reproducible.
    static void clock(ExecMachine m, DecodedOp op) {
        int[][] out = m.dstScratch;
        long t = m.executed;
        fill(out, 0, (int) t);
        fill(out, 1, (int) (t >>> 32));
        fill(out, 2, (int) t);
        fill(out, 3, (int) (t >>> 32));
        m.store(op, out);
    }
}

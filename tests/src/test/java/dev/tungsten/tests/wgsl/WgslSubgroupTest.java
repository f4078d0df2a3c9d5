package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.tungsten.tests.SharedShelf;

/// Subgroups on the reference interpreter beyond the single-valued exec cases: wgpu's own
/// self-checking subgroup test, and what this implementation defines where WGSL leaves the value
/// indeterminate (a read from an invocation that is not active gives 0 on the soft machines).
class WgslSubgroupTest {

    /// wgpu's `subgroup_operations` test sets bit k of each invocation's word when check k
    /// holds (32 checks, including divergent `if`, `switch` and loop exits, on a workgroup of 128
    /// = four subgroups of 32): every word must be all ones.
    @Test
    void wgpuSubgroupTestPassesEveryCheckInEveryInvocation() throws Exception {
        Path p = SharedShelf.require("corpus/wgsl-wgpu-examples/tests/tests/subgroup_operations/shader.wgsl");
        int[] words = ComputeRunner.run(Files.readString(p), new int[] {1, 1, 1}, Map.of(0, new int[128])).get(0);
        for (int i = 0; i < 128; i++) {
            assertEquals("ffffffff", Integer.toHexString(words[i]), "invocation " + i + ": failed checks are the zero bits");
        }
    }

    private static int[] run(String body, int workgroupSize, int words) {
        String src = "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
                + "@compute @workgroup_size(" + workgroupSize + ") fn main(@builtin(subgroup_invocation_id) sid: u32) {\n"
                + body + "\n}\n";
        return ComputeRunner.run(src, new int[] {1, 1, 1}, Map.of(0, new int[words])).get(0);
    }

    @Test
    void aShuffleFromAnInactiveInvocationReadsZero() {
        // Ids 0-3 are active; each reads id sid + 4, which is not.
        int[] out = run("var v = 99u; if sid < 4u { v = subgroupShuffle(sid + 10u, sid + 4u); } out[sid] = v;", 8, 8);
        assertEquals("[0, 0, 0, 0, 99, 99, 99, 99]", java.util.Arrays.toString(out));
    }

    @Test
    void idsPastThePartialBlockAreInactive() {
        // A workgroup of 6 is a block of 8 lanes, subgroup size 8: ids 6 and 7 never run.
        int[] out = run("out[sid] = subgroupShuffleXor(sid + 1u, 7u) + subgroupAdd(1u) * 100u;", 6, 6);
        // id k reads id 7 - k: ids 0 and 1 read the inactive ids 7 and 6 (0); the count is 6.
        assertEquals("[600, 600, 606, 605, 604, 603]", java.util.Arrays.toString(out));
    }

    @Test
    void idsBeyondTheSubgroupReadZero() {
        int[] out = run("out[sid] = subgroupShuffle(sid + 1u, sid + 30u) + subgroupShuffleDown(7u, 2u);", 8, 8);
        // No id 30 to 37 exists in a subgroup of 8; shuffleDown by 2 finds ids 2-7 for ids 0-5.
        assertEquals("[7, 7, 7, 7, 7, 7, 0, 0]", java.util.Arrays.toString(out));
    }

    /// f16 scans fold in ascending id order with a binary16 rounding after every step
    /// (docs/decisions/0024): 32 invocations with random halves, checked bit for bit against
    /// the same fold in the independent [Binary16] reference, inclusive and exclusive sums and
    /// inclusive products.
    @Test
    void f16ScansRoundEveryStepInIdOrder() {
        java.util.Random rnd = new java.util.Random(26);
        int[] input = new int[64];
        double[] a = new double[32];
        double[] b = new double[32];
        for (int i = 0; i < 32; i++) {
            // Sums over [-300, 300) round at most steps; products of [0.8, 1.25) stay in range.
            a[i] = Binary16.round(rnd.nextDouble(-300, 300));
            b[i] = Binary16.round(rnd.nextDouble(0.8, 1.25));
            input[i] = Binary16.bits(a[i]);
            input[32 + i] = Binary16.bits(b[i]);
        }
        String src = """
                enable f16;
                @group(0) @binding(0) var<storage, read_write> out: array<u32>;
                @group(0) @binding(1) var<storage, read_write> input: array<u32>;
                fn bits(h: f16) -> u32 { return pack2x16float(vec2f(f32(h), 0.0)); }
                @compute @workgroup_size(32) fn main(@builtin(subgroup_invocation_id) sid: u32) {
                    let a = f16(unpack2x16float(input[sid]).x);
                    let b = f16(unpack2x16float(input[32u + sid]).x);
                    out[sid] = bits(subgroupInclusiveAdd(a));
                    out[32u + sid] = bits(subgroupExclusiveAdd(a));
                    out[64u + sid] = bits(subgroupInclusiveMul(b));
                }
                """;
        int[] out = ComputeRunner.run(src, new int[] {1, 1, 1}, Map.of(0, new int[96], 1, input)).get(0);
        double sum = 0;
        double product = 1;
        for (int i = 0; i < 32; i++) {
            assertEquals(Binary16.bits(sum), out[32 + i], "exclusive sum at id " + i);
            sum = Binary16.add(sum, a[i]);
            product = Binary16.mul(product, b[i]);
            assertEquals(Binary16.bits(sum), out[i], "inclusive sum at id " + i);
            assertEquals(Binary16.bits(product), out[64 + i], "inclusive product at id " + i);
        }
    }

    /// 64-bit reductions and scans over 32 invocations with random values spanning both words,
    /// against Java's `long` arithmetic (wrapping sums and products, signed and unsigned order).
    @Test
    void int64ReductionsMatchLongArithmetic() {
        java.util.Random rnd = new java.util.Random(64);
        long[] v = new long[32];
        int[] input = new int[64];
        for (int i = 0; i < 32; i++) {
            v[i] = rnd.nextLong();
            input[2 * i] = (int) v[i];
            input[2 * i + 1] = (int) (v[i] >>> 32);
        }
        String src = """
                @group(0) @binding(0) var<storage, read_write> out: array<u32>;
                @group(0) @binding(1) var<storage, read_write> input: array<u32>;
                fn put(i: u32, x: u64) { out[i] = u32(x); out[i + 1u] = u32(x >> 32u); }
                @compute @workgroup_size(32) fn main(@builtin(subgroup_invocation_id) sid: u32) {
                    let u = u64(input[2u * sid]) | (u64(input[2u * sid + 1u]) << 32u);
                    let s = bitcast<i64>(u);
                    let r = vec4<u64>(subgroupAdd(u), subgroupMul(u), bitcast<u64>(subgroupMin(s)), subgroupMax(u));
                    let w = vec3<i64>(subgroupMax(s), subgroupExclusiveAdd(s), subgroupInclusiveMul(s));
                    let x = subgroupXor(vec2<u64>(u, ~u));
                    let base = 20u * sid;
                    put(base, r.x); put(base + 2u, r.y); put(base + 4u, r.z); put(base + 6u, r.w);
                    put(base + 8u, bitcast<u64>(w.x)); put(base + 10u, bitcast<u64>(w.y)); put(base + 12u, bitcast<u64>(w.z));
                    put(base + 14u, x.x); put(base + 16u, x.y); put(base + 18u, subgroupMin(u));
                }
                """;
        int[] out = ComputeRunner.run(src, new int[] {1, 1, 1}, Map.of(0, new int[640], 1, input)).get(0);
        long sum = 0, product = 1, smin = Long.MAX_VALUE, smax = Long.MIN_VALUE, umax = 0, umin = -1, xor = 0;
        for (long x : v) {
            sum += x;
            product *= x;
            smin = Math.min(smin, x);
            smax = Math.max(smax, x);
            umax = Long.compareUnsigned(x, umax) > 0 ? x : umax;
            umin = Long.compareUnsigned(x, umin) < 0 ? x : umin;
            xor ^= x;
        }
        long before = 0;
        long prefixProduct = 1;
        for (int i = 0; i < 32; i++) {
            int base = 20 * i;
            prefixProduct *= v[i];
            // The xor of 32 complements is the xor of the values: the complements cancel in pairs.
            long[] want = {sum, product, smin, umax, smax, before, prefixProduct, xor, xor, umin};
            for (int k = 0; k < want.length; k++) {
                long got = Integer.toUnsignedLong(out[base + 2 * k]) | (long) out[base + 2 * k + 1] << 32;
                assertEquals(want[k], got, "invocation " + i + ", result " + k);
            }
            before += v[i];
        }
    }

    /// f64 operands are still refused, at the call, naming the function and the type.
    @Test
    void f64OperandsAreRefusedAtTheCall() {
        String src = """
                @group(0) @binding(0) var<storage, read_write> out: array<f32>;
                @compute @workgroup_size(8) fn main() {
                    let v = subgroupAdd(f64(out[0]));
                    out[1] = f32(v);
                }
                """;
        dev.tungsten.wgsl.Wgsl.Result r = dev.tungsten.wgsl.Wgsl.compile("f64.wgsl", src);
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        dev.tungsten.ir.TgsiLoweringException e = assertThrows(dev.tungsten.ir.TgsiLoweringException.class,
                () -> dev.tungsten.ir.TgsiLowering.lower(r.module(), r.info(), "main", dev.tungsten.ir.TgsiLowering.Options.defaults()));
        assertTrue(e.getMessage().contains("subgroupAdd of f64"), e.getMessage());
        assertEquals(3, new dev.tungsten.ir.SourceFile("f64.wgsl", src).locate(e.span().start()).line());
    }
}

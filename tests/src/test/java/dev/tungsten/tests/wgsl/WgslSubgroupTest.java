package dev.tungsten.tests.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}

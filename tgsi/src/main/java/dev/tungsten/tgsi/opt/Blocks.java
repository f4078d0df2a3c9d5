package dev.tungsten.tgsi.opt;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.TgsiOpcode;

/// Dominance in structured control flow: each instruction's innermost block and where that block
/// ends. Position `p` dominates `q` when `p < q` and `q` comes before the end of `p`'s block: a
/// block is entered only at its top, so every lane that reaches `q` has run `p` in the same pass
/// through the block (the block of a loop body ends at its ENDLOOP, so a back edge never lies
/// between them). An opener (IF, BGNLOOP, SWITCH) belongs to the enclosing block; ELSE, CASE and
/// DEFAULT end one block and begin the next.
final class Blocks {
    /// For each instruction, the position of the instruction that ends its innermost block (the
    /// instruction count for the outermost one).
    private final int[] end;
    /// For each instruction, the BGNLOOP of the innermost loop containing it, or -1.
    private final int[] loopOf;
    /// For each BGNLOOP position, its ENDLOOP (the instruction count when unclosed); else -1.
    private final int[] loopEnd;
    /// For each BGNLOOP position, the BGNLOOP of the enclosing loop, or -1.
    private final int[] parentLoop;

    Blocks(List<Instruction> code) {
        int n = code.size();
        end = new int[n];
        int[] blockEnd = new int[n + 1];
        int[] blockOf = new int[n];
        int blocks = 1;
        blockEnd[0] = n;
        Deque<Integer> open = new ArrayDeque<>();
        open.push(0);
        loopOf = new int[n];
        loopEnd = new int[n];
        parentLoop = new int[n];
        java.util.Arrays.fill(loopEnd, -1);
        Deque<Integer> loops = new ArrayDeque<>();
        for (int i = 0; i < n; i++) {
            TgsiOpcode.Flow flow = code.get(i).opcode().flow();
            if (flow == TgsiOpcode.Flow.ENDLOOP && !loops.isEmpty()) {
                loopEnd[loops.pop()] = i;
            }
            loopOf[i] = loops.isEmpty() ? -1 : loops.peek();
            if (flow == TgsiOpcode.Flow.BGNLOOP) {
                parentLoop[i] = loopOf[i];
                loopEnd[i] = n;
                loops.push(i);
            }
            TgsiOpcode.BlockRole role = flow.role();
            switch (role) {
                case NONE -> blockOf[i] = open.peek();
                case OPENS -> {
                    blockOf[i] = open.peek();
                    open.push(blocks++);
                }
                case CONTINUES -> {
                    blockEnd[close(open)] = i;
                    blockOf[i] = open.peek();
                    open.push(blocks++);
                }
                case CLOSES -> {
                    blockEnd[close(open)] = i;
                    blockOf[i] = open.peek();
                }
            }
        }
        while (open.size() > 1) {
            blockEnd[open.pop()] = n;
        }
        for (int i = 0; i < n; i++) {
            end[i] = blockEnd[blockOf[i]];
        }
    }

    /// Pops the innermost block; an unbalanced closer (which the sanity checker reports) closes
    /// nothing and is treated as part of the outermost block.
    private static int close(Deque<Integer> open) {
        return open.size() > 1 ? open.pop() : 0;
    }

    /// Whether every lane that runs instruction `q` has run instruction `p` before it, in the
    /// same pass through `p`'s block.
    boolean dominates(int p, int q) {
        return p < q && q < end[p];
    }

    /// The last position that can run between `p` and `q` (which `p` dominates) on a path from `p`
    /// to `q`: `q - 1`, or the ENDLOOP of the outermost loop that contains `q` and begins after
    /// `p`, whose later iterations reach `q` again after running the whole body.
    int lastBetween(int p, int q) {
        int hi = q - 1;
        for (int l = loopOf[q]; l > p; l = parentLoop[l]) {
            hi = loopEnd[l];
        }
        return hi;
    }
}

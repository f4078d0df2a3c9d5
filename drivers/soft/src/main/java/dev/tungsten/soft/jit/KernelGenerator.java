package dev.tungsten.soft.jit;

import static java.lang.constant.ConstantDescs.CD_Object;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_long;
import static java.lang.constant.ConstantDescs.CD_void;

import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.classfile.TypeKind;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;
import java.util.List;

import dev.tungsten.tgsi.Instruction;

/// Writes the class file of one shader: a final class implementing [ShaderKernel] whose `run`
/// method executes the shader once for the whole block, holding the execution masks in `int`
/// locals (one bit per lane of the block), and static methods that do the arithmetic a chunk of
/// [VectorOps#LANES] lanes at a time ([SegmentEmitter]).
///
/// ## The run method's shape
/// ```
/// run(frame, count, live):
///   start = live lanes (whole quads in fragment shaders); return 0 if none
///   masks = start
///   resuming after BARRIER n (frame.phase = n): go there
///   frame.beginBlock()                          (temporaries 0, inputs and outputs in)
///   <the shader>        FlowEmitter: masks, IF/loops/switches/calls, skipping what no lane runs
///                       segments s<N>(frame, count, exec): runs of ALU instructions
///                       conditions c<N>(frame, count, exec): lanes passing a test
///                       the slow path: frame.step(pc, ...) for everything else
///                       BARRIER n: frame.phase = n; return kill | demote
///   end: frame.endBlock(); return kill | demote
/// ```
/// Registers live in the frame's arrays, not in locals of `run`: one huge method would exceed
/// C2's inlining budget (`NodeCountInliningCutoff`) after a few dozen vector operations and then
/// box every vector; small segment methods are each compiled whole.
final class KernelGenerator {
    static final ClassDesc CD_VECTOR = ClassDesc.of("jdk.incubator.vector.IntVector");
    static final ClassDesc CD_MASK = ClassDesc.of("jdk.incubator.vector.VectorMask");
    static final ClassDesc CD_FRAME = ClassDesc.of(JitFrame.class.getName());
    static final ClassDesc CD_OPS = ClassDesc.of(VectorOps.class.getName());
    static final ClassDesc CD_KERNEL = ClassDesc.of(ShaderKernel.class.getName());
    static final ClassDesc CD_INTS = CD_int.arrayType();
    static final ClassDesc CD_LANES = CD_INTS.arrayType();
    /// The hidden class's name before the JVM appends its suffix (it must be in this package).
    static final ClassDesc CD_SHADER = ClassDesc.of(KernelGenerator.class.getPackageName() + ".Shader");
    private static final MethodTypeDesc RUN = MethodTypeDesc.of(CD_int, CD_FRAME, CD_int, CD_int);

    final ShaderPlan plan;
    final JitOptions options;
    final SegmentEmitter segments;
    CodeBuilder cb;

    // Locals of `run` (slots).
    int frame, count, live;
    int start, helper, exec, cond, loop, cont, sw, func, kill, demote, swBroken, swDefault, swEntered;
    int budget;

    /// True while the code being emitted runs for every lane the block started with (outside
    /// every construct and subroutine, before any RET): stores then need no mask.
    boolean full = true;

    /// Instructions the run method steps on the embedded interpreter, counted as they are emitted.
    int interpreterSteps;

    /// Where the run method resumes after each BARRIER ([InstructionEmitter#barrier]).
    Label[] resumes;

    private KernelGenerator(ShaderPlan plan, JitOptions options) {
        this.plan = plan;
        this.options = options;
        this.segments = new SegmentEmitter(plan, options);
    }

    /// A generated class file and how many places in it step an instruction on the embedded
    /// interpreter ([JitProgram#interpreterSteps]).
    record Generated(byte[] bytes, int interpreterSteps) {}

    /// The class file for `plan`.
    static Generated generate(ShaderPlan plan, JitOptions options) {
        KernelGenerator g = new KernelGenerator(plan, options);
        byte[] bytes = ClassFile.of().build(CD_SHADER, cls -> {
            cls.withFlags(ClassFile.ACC_FINAL | ClassFile.ACC_SUPER);
            cls.withInterfaceSymbols(CD_KERNEL);
            cls.withMethodBody("<init>", MethodTypeDesc.of(CD_void), ClassFile.ACC_PUBLIC, code -> {
                code.aload(0);
                code.invokespecial(CD_Object, "<init>", MethodTypeDesc.of(CD_void));
                code.return_();
            });
            cls.withMethodBody("run", RUN, ClassFile.ACC_PUBLIC, g::emitRun);
            g.segments.emitAll(cls);
        });
        return new Generated(bytes, g.interpreterSteps);
    }

    // ------------------------------------------------------------------ the method

    private void emitRun(CodeBuilder code) {
        this.cb = code;
        interpreterSteps = 0;
        frame = 1;
        count = 2;
        live = 3;
        start = intLocal();
        helper = intLocal();
        exec = intLocal();
        cond = intLocal();
        loop = intLocal();
        cont = intLocal();
        sw = intLocal();
        func = intLocal();
        kill = intLocal();
        demote = intLocal();
        swBroken = intLocal();
        swDefault = intLocal();
        swEntered = intLocal();
        budget = cb.allocateLocal(TypeKind.LONG);
        Label go = cb.newLabel();
        Label end = cb.newLabel();
        // start = the live lanes, extended to whole quads in fragment shaders
        cb.iload(live);
        if (plan.fragment) {
            VectorOpsCall.QUADS.invoke(cb);
        }
        cb.istore(start);
        cb.iload(start);
        cb.ifne(go);
        cb.iconst_0();
        cb.ireturn();
        cb.labelBinding(go);
        cb.iload(start);
        cb.iload(live);
        cb.ixor();
        cb.istore(helper);
        for (int m : new int[] {exec, cond, loop, cont, sw, func, swEntered}) {
            cb.iload(start);
            cb.istore(m);
        }
        for (int m : new int[] {kill, demote, swBroken, swDefault}) {
            cb.iconst_0();
            cb.istore(m);
        }
        cb.aload(frame);
        cb.getfield(CD_FRAME, "budget", CD_long);
        cb.lstore(budget);
        resumes = new Label[plan.barriers.length];
        InstructionEmitter.resumeDispatch(this);
        cb.aload(frame);
        cb.invokevirtual(CD_FRAME, "beginBlock", MethodTypeDesc.of(CD_void));
        new FlowEmitter(this, new InstructionEmitter(this)).emitMain(end);
        cb.labelBinding(end);
        cb.aload(frame);
        cb.invokevirtual(CD_FRAME, "endBlock", MethodTypeDesc.of(CD_void));
        cb.iload(kill);
        cb.iload(demote);
        cb.ior();
        cb.ireturn();
    }

    int intLocal() {
        return cb.allocateLocal(TypeKind.INT);
    }

    /// Calls segment method `name` of the generated class on the executing lanes.
    void callSegment(List<Instruction> insts) {
        String name = segments.segment(insts, full);
        cb.aload(frame);
        cb.iload(count);
        cb.iload(exec);
        cb.invokestatic(CD_SHADER, name, SegmentEmitter.SEGMENT);
    }

    /// Pushes the lanes of `lanes` (a mask local) that pass `test` on `in`'s source.
    void callCondition(Instruction in, ConditionEmitter.Test test, int depth, int lanes) {
        String name = segments.condition(in, test, depth);
        cb.aload(frame);
        cb.iload(count);
        cb.iload(lanes);
        cb.invokestatic(CD_SHADER, name, SegmentEmitter.CONDITION);
    }

    /// Saves the selector of a SWITCH at nesting depth `depth` for the executing lanes.
    void callSelector(Instruction in, int depth) {
        String name = segments.selector(in, depth);
        cb.aload(frame);
        cb.iload(count);
        cb.iload(exec);
        cb.invokestatic(CD_SHADER, name, SegmentEmitter.SEGMENT);
    }

    /// `exec = cond & loop & cont & sw & func`.
    void recomputeExec() {
        cb.iload(cond);
        cb.iload(loop);
        cb.iand();
        cb.iload(cont);
        cb.iand();
        cb.iload(sw);
        cb.iand();
        cb.iload(func);
        cb.iand();
        cb.istore(exec);
    }
}

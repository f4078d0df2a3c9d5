package dev.tungsten.soft.jit;

import java.lang.classfile.Attributes;
import java.lang.classfile.ClassFile;
import java.lang.classfile.MethodModel;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Objects;

import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecProgram;

/// TGSI to a loaded hidden class: checks the shader with the interpreter's compiler (so both
/// backends reject exactly the same shaders, with the same errors), plans it ([ShaderPlan]),
/// writes the class ([KernelGenerator]) and defines it with
/// `Lookup.defineHiddenClass(bytes, true, NESTMATE)`: unloadable once its [JitProgram] is
/// unreachable, and able to use this package's [VectorOps] and [JitFrame].
public final class JitCompiler {
    /// HotSpot compiles no method larger than this (`-XX:HugeMethodLimit`, with
    /// `DontCompileHugeMethods` on by default); a larger kernel would run in the bytecode
    /// interpreter, far slower than the TGSI interpreter, so it is refused.
    public static final int HUGE_METHOD_LIMIT = 8000;

    private JitCompiler() {}

    /// Compiles `shader`; `name` appears in errors about it.
    /// @throws dev.tungsten.tgsi.exec.ExecException when the interpreter would reject the shader
    /// @throws JitUnsupportedException when the interpreter can run it but the JIT cannot
    public static JitProgram compile(TgsiShader shader, String name, JitOptions options) {
        Objects.requireNonNull(options, "options");
        ExecProgram program = ExecProgram.compile(shader, name);
        ShaderPlan plan = ShaderPlan.of(shader, program);
        KernelGenerator.Generated generated;
        try {
            generated = KernelGenerator.generate(plan, options);
        } catch (IllegalArgumentException e) {
            throw new JitUnsupportedException("the generated method does not fit a class file: " + e.getMessage());
        }
        byte[] bytes = generated.bytes();
        int size = codeSize(bytes);
        int largest = largestMethod(bytes);
        if (largest > HUGE_METHOD_LIMIT) {
            throw new JitUnsupportedException("the generated run method has " + largest + " bytes of bytecode, more than the "
                    + HUGE_METHOD_LIMIT + " HotSpot compiles");
        }
        KernelCompilePolicy.ensureInstalled();
        ShaderKernel kernel = define(bytes);
        return new JitProgram(program, plan, kernel, options, bytes.length, size, generated.interpreterSteps());
    }

    /// The bytecode length of all the kernel's methods.
    static int codeSize(byte[] bytes) {
        int total = 0;
        for (MethodModel m : ClassFile.of().parse(bytes).methods()) {
            total += m.findAttribute(Attributes.code()).map(c -> c.codeLength()).orElse(0);
        }
        return total;
    }

    /// The bytecode length of the kernel's largest method (the run method; segments are small).
    static int largestMethod(byte[] bytes) {
        int largest = 0;
        for (MethodModel m : ClassFile.of().parse(bytes).methods()) {
            largest = Math.max(largest, m.findAttribute(Attributes.code()).map(c -> c.codeLength()).orElse(0));
        }
        return largest;
    }

    private static ShaderKernel define(byte[] bytes) {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup()
                    .defineHiddenClass(bytes, true, MethodHandles.Lookup.ClassOption.NESTMATE);
            return (ShaderKernel) lookup.findConstructor(lookup.lookupClass(), MethodType.methodType(void.class)).invoke();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("cannot define the generated shader class", e);
        }
    }

    /// The class file `compile` would define, for inspection and verification in tests.
    static byte[] classBytes(TgsiShader shader, String name, JitOptions options) {
        ExecProgram program = ExecProgram.compile(shader, name);
        return KernelGenerator.generate(ShaderPlan.of(shader, program), options).bytes();
    }
}

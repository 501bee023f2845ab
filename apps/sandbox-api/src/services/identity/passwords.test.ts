import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  passwordProblems,
  passwordRuleViolation,
  verifyPassword,
} from './passwords.ts';

describe('password rules', () => {
  it('accepts 8 to 20 characters with upper and lower case, a number and one of !@#$%^&*', () => {
    for (const password of ['Boxes4All!', 'Aa1!aaaa', 'Aa1*aaaaaaaaaaaaaaaa', 'Zz9^Zz9^']) {
      expect(passwordProblems(password)).toEqual([]);
      expect(passwordRuleViolation(password)).toBeUndefined();
    }
  });

  it('names each rule a password breaks', () => {
    expect(passwordProblems('Aa1!aaa')).toEqual(['8 to 20 characters']);
    expect(passwordProblems('Aa1!aaaaaaaaaaaaaaaaa')).toEqual(['8 to 20 characters']);
    expect(passwordProblems('aa1!aaaa')).toEqual(['an upper case letter']);
    expect(passwordProblems('AA1!AAAA')).toEqual(['a lower case letter']);
    expect(passwordProblems('Aaa!aaaa')).toEqual(['a number']);
    expect(passwordProblems('Aa1-aaaa')).toEqual(['one of !@#$%^&*']);
    expect(passwordProblems('')).toHaveLength(5);
  });

  it('words the violation as one sentence', () => {
    expect(passwordRuleViolation('boxes4all!')).toBe('Password needs an upper case letter.');
    expect(passwordRuleViolation('boxes')).toBe(
      'Password needs 8 to 20 characters, an upper case letter, a number and one of !@#$%^&*.',
    );
  });
});

describe('password hashes', () => {
  it('are scrypt hashes of the requested work factor that verify only the right password', async () => {
    const hash = await hashPassword('Boxes4All!', 4);

    expect(hash).toMatch(/^scrypt\$8\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Boxes4All!', hash)).toBe(true);
    expect(await verifyPassword('Boxes4All?', hash)).toBe(false);
    expect(await hashPassword('Boxes4All!', 4)).not.toBe(hash); // salted
    expect(needsRehash(hash, 4)).toBe(false);
    expect(needsRehash(hash, 10)).toBe(true);
  });

  it('still verify bcrypt hashes stored before, which are due for a rehash', async () => {
    const hash = await bcrypt.hash('Boxes4All!', 4);

    expect(await verifyPassword('Boxes4All!', hash)).toBe(true);
    expect(await verifyPassword('Boxes4All?', hash)).toBe(false);
    expect(needsRehash(hash, 4)).toBe(true);
  });

  it('refuse anything that is not a hash they know', async () => {
    for (const hash of ['', 'plain', 'scrypt$99$8$1$c2FsdA$a2V5', 'scrypt$8$8$1$$']) {
      expect(await verifyPassword('Boxes4All!', hash)).toBe(false);
    }
  });
});
